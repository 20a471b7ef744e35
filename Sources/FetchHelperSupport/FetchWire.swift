import F1Data
import F1UseCases
import Foundation

/// How `f1report-fetch` hands one GET's outcome back to f1report on its standard output.
///
/// Three lines, then the body: a version line, `ok STATUS` or `failed KIND [DETAIL]`, and the
/// headers as a JSON object (empty for a failure). Text a person can read in a terminal, and
/// nothing in it depends on the body's length or content.
package enum FetchWire {
    static let versionLine = "f1kit-fetch 1"
    /// The environment variable that carries a request's headers to the helper, as a JSON object.
    package static let headersVariable = "F1REPORT_FETCH_HEADERS"
    /// The most of an answer the helper reads, in bytes, decompressed; set by the client that runs it.
    package static let limitVariable = "F1REPORT_FETCH_LIMIT"
    /// The process the helper belongs to: it ends when that one has gone (`ParentWatch`).
    package static let parentVariable = "F1REPORT_FETCH_PARENT"

    /// The helper's environment: this process's, with the answer limit and this process as its parent.
    package static func environment(answerLimit: Int) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[limitVariable] = String(answerLimit)
        environment[parentVariable] = String(getpid())
        return environment
    }

    /// The limit `limitVariable` gives, else the standard one.
    package static func answerLimit(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        environment[limitVariable].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? HTTPResponse.standardBodyLimit
    }

    package static func encode(headers: [String: String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: headers, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The headers in `text`; nil when it is not a JSON object of strings.
    package static func decode(headers text: String) -> [String: String]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: String]
    }

    /// The helper's exit status when its argument is not a URL (EX_USAGE).
    package static let usageStatus: Int32 = 64

    /// Why what came back cannot be read as a fetch's outcome.
    package struct Malformed: Error, Equatable {
        package var reason: String
    }

    package static func encode(_ outcome: Result<HTTPResponse, TransportFailure>) -> Data {
        var text = versionLine + "\n"
        var headers: [String: String] = [:]
        var body = Data()
        switch outcome {
        case .success(let response):
            text += "ok \(response.status)\n"
            (headers, body) = (response.headers, response.body)
        case .failure(let reason):
            if let (kind, detail) = detailed(reason) {
                text += "failed \(kind) " + detail.replacingOccurrences(of: "\n", with: " ") + "\n"
            } else {
                text += "failed \(Self.kinds.first { $0.value == reason }?.key ?? "connectionFailed")\n"
            }
        }
        let headerLine = (try? JSONSerialization.data(withJSONObject: headers, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Data(text.utf8) + headerLine + Data("\n".utf8) + body
    }

    package static func decode(_ data: Data) throws(Malformed) -> Result<HTTPResponse, TransportFailure> {
        var lines: [Data] = []
        var start = data.startIndex
        while lines.count < 3 {
            guard let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw Malformed(reason: "it ended after \(lines.count) of 3 lines")
            }
            lines.append(data[start..<newline])
            start = newline + 1
        }
        guard String(decoding: lines[0], as: UTF8.self) == versionLine else { throw Malformed(reason: "it is not f1kit-fetch 1") }
        let outcome = String(decoding: lines[1], as: UTF8.self).split(separator: " ", maxSplits: 2).map(String.init)
        switch (outcome.first, outcome.count) {
        case ("ok", 2):
            guard let status = Int(outcome[1]), (100...599).contains(status),
                let headers = try? JSONSerialization.jsonObject(with: lines[2]) as? [String: String]
            else { throw Malformed(reason: "its status or headers do not parse") }
            return .success(HTTPResponse(status: status, headers: headers, body: Data(data[start...])))
        case ("failed", 2) where kinds[outcome[1]] != nil: return .failure(kinds[outcome[1]] ?? .timedOut)
        case ("failed", 3) where detailed(outcome[1], visible(outcome[2])) != nil:
            return .failure(detailed(outcome[1], visible(outcome[2])) ?? .timedOut)
        default: throw Malformed(reason: "its outcome line is '\(visible(outcome.joined(separator: " ")))'")
        }
    }

    /// `text` on one line, its control characters shown as escapes, at most 200 characters: it
    /// comes from another process and ends up inside a sentence on a terminal.
    static func visible(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
        return escaped.count > 200 ? escaped.prefix(200) + "…" : escaped
    }
}

/// A helper kept for a whole session (`f1report-fetch --serve`): requests go in on its standard
/// input, one JSON line each; each outcome comes back on its standard output as FetchWire's
/// text, preceded by a line with that text's length in bytes, so a body may hold any bytes.
extension FetchWire {
    package static let serveFlag = "--serve"

    package static func requestLine(_ url: URL, headers: [String: String]) -> Data {
        let object: [String: Any] = ["url": url.absoluteString, "headers": headers]
        var line = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// The request in a line; nil when the line is not one.
    package static func request(fromLine line: some StringProtocol) -> (url: URL, headers: [String: String])? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
            let text = object["url"] as? String, let url = URL(string: text),
            let headers = (object["headers"] ?? [String: String]()) as? [String: String]
        else { return nil }
        return (url, headers)
    }

    package static func frame(_ outcome: Result<HTTPResponse, TransportFailure>) -> Data {
        let text = encode(outcome)
        return Data("\(text.count)\n".utf8) + text
    }

    /// The first whole frame in `buffer`, and the bytes it used; nil while more must be read.
    package static func firstFrame(in buffer: Data) throws(Malformed) -> (outcome: Data, used: Int)? {
        guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.count > 20 { throw Malformed(reason: "its length line is longer than any length") }
            return nil
        }
        guard let length = Int(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)), length >= 0 else {
            throw Malformed(reason: "its length line is not a number")
        }
        let start = newline + 1
        guard buffer.endIndex - start >= length else { return nil }
        return (Data(buffer[start..<start + length]), start + length - buffer.startIndex)
    }
}
