import F1Data
import F1DataLive
import Foundation

// `f1report-fetch URL`: one GET through URLSession, written to stdout as FetchWire describes.
// f1report runs it for each request, so f1report itself never loads libcurl.
guard CommandLine.arguments.count == 2, let url = URL(string: CommandLine.arguments[1]) else {
    try? FileHandle.standardError.write(contentsOf: Data("usage: f1report-fetch URL (f1report runs this for each API request)\n".utf8))
    exit(64)
}
let outcome: Result<HTTPResponse, TransportFailure>
do {
    outcome = .success(try await URLSessionHTTPClient().get(url))
} catch let failure as TransportFailure {
    outcome = .failure(failure)
} catch {
    outcome = .failure(TransportFailure(other: error))
}
// f1report reads every byte or has gone; either way a failed write has no one left to tell.
try? FileHandle.standardOutput.write(contentsOf: FetchWire.encode(outcome))
