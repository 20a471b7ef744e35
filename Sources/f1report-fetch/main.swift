import CBuildCommit
import F1Data
import F1DataNIO
import FetchHelperSupport
import Foundation

// `f1report-fetch URL`: one GET, written to stdout as FetchWire describes. f1report runs it for
// each request, so f1report itself never links a network library. The GET goes through
// F1DataNIO's client (AsyncHTTPClient), which needs no libcurl: this program can be linked as one
// static binary that depends on nothing but the C library.
// `f1report-fetch --serve`: GETs read from stdin one line each, answered in frames, until stdin
// closes; f1report keeps one for a session followed live.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--version" {
    let version = F1KitVersion.text(commit: f1kit_build_commit_text().map { String(cString: $0) })
    try? FileHandle.standardOutput.write(contentsOf: Data("f1report-fetch \(version)\n".utf8))
    exit(0)
}
let userAgent = F1KitVersion.userAgent(app: "f1report")
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == FetchWire.serveFlag {
    ParentWatch.start(watchingInput: true)
    // Before the client, whose event loop thread then starts with the lower priority the ceiling leaves.
    let ceiling = MemoryCeiling(answerLimit: FetchWire.answerLimit()) { FetchWire.frame(.failure($0)) }
    await NIOHTTPClient.run(userAgent: userAgent, answerLimit: FetchWire.answerLimit()) { client in
        while let line = readLine() {
            ceiling.begin()
            let outcome: Result<HTTPResponse, TransportFailure>
            if let (url, headers) = FetchWire.request(fromLine: line) {
                do {
                    outcome = .success(try await client.get(url, headers: headers))
                } catch let failure as TransportFailure {
                    outcome = .failure(failure)
                } catch {
                    outcome = .failure(TransportFailure(other: error))
                }
            } else {
                outcome = .failure(.malformedURL)
            }
            // Nobody reading means f1report has gone: nothing is left to do.
            ceiling.finish {
                do { try FileHandle.standardOutput.write(contentsOf: FetchWire.frame(outcome)) } catch { exit(0) }
            }
        }
    }
    exit(0)
}
guard CommandLine.arguments.count == 2, let url = URL(string: CommandLine.arguments[1]) else {
    try? FileHandle.standardError.write(contentsOf: Data("usage: f1report-fetch URL (f1report runs this for each API request)\n".utf8))
    exit(FetchWire.usageStatus)
}
// The request's headers (an access token) come in the environment, where only this user can read
// them; the variable is cleared before anything else could pass it on.
let headerText = ProcessInfo.processInfo.environment[FetchWire.headersVariable]
unsetenv(FetchWire.headersVariable)
var headers: [String: String] = [:]
if let headerText {
    guard let decoded = FetchWire.decode(headers: headerText) else {
        try? FileHandle.standardError.write(contentsOf: Data("f1report-fetch: \(FetchWire.headersVariable) is not a JSON object of strings\n".utf8))
        exit(65)  // EX_DATAERR
    }
    headers = decoded
}
ParentWatch.start(watchingInput: false)
let ceiling = MemoryCeiling(answerLimit: FetchWire.answerLimit()) { FetchWire.encode(.failure($0)) }
ceiling.begin()
let outcome: Result<HTTPResponse, TransportFailure>
do {
    let response = try await NIOHTTPClient.run(userAgent: userAgent, answerLimit: FetchWire.answerLimit()) { client in
        try await client.get(url, headers: headers)
    }
    outcome = .success(response)
} catch let failure as TransportFailure {
    outcome = .failure(failure)
} catch {
    outcome = .failure(TransportFailure(other: error))
}
// f1report reads every byte or has gone; either way a failed write has no one left to tell.
ceiling.finish { try? FileHandle.standardOutput.write(contentsOf: FetchWire.encode(outcome)) }
