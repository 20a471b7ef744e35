import F1Data
import F1DataLive
import Foundation

// `f1report-fetch URL`: one GET through URLSession, written to stdout as FetchWire describes.
// f1report runs it for each request, so f1report itself never loads libcurl.
guard CommandLine.arguments.count == 2, let url = URL(string: CommandLine.arguments[1]) else {
    FileHandle.standardError.write(Data("usage: f1report-fetch URL (f1report runs this for each API request)\n".utf8))
    exit(64)
}
let outcome: Result<HTTPResponse, TransportFailure>
do {
    outcome = .success(try await URLSessionHTTPClient().get(url))
} catch let failure as TransportFailure {
    outcome = .failure(failure)
} catch {
    outcome = .failure(.connectionFailed(String(describing: error)))
}
FileHandle.standardOutput.write(FetchWire.encode(outcome))
