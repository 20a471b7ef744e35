import AsyncHTTPClient
import F1Data
import Foundation
import NIOCore

extension NIOHTTPClient {
    /// POSTs `body` to `url` with `headers`, within the client's timeout, and reads the answer up
    /// to the answer limit; for f1web's publisher, whose broker (nchan) answers in a few lines.
    /// Redirects are not followed: a publisher endpoint that moves is a mistake to report.
    package func post(_ url: URL, headers: [String: String], body: Data) async throws -> HTTPResponse {
        guard ["http", "https"].contains(url.scheme?.lowercased()) else { throw TransportFailure.unsupportedURL }
        guard !isShutDown.load(ordering: .sequentiallyConsistent) else {
            throw TransportFailure.connectionFailed("the HTTP client had already been shut down")
        }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .POST
        request.headers.add(name: "User-Agent", value: userAgent)
        for (name, value) in headers { request.headers.replaceOrAdd(name: name, value: value) }
        request.body = .bytes(ByteBuffer(bytes: body))
        do {
            let response = try await http.execute(request, deadline: .now() + TimeAmount(timeout))
            var answer = Data()
            for try await part in response.body {
                guard answer.count + part.readableBytes <= answerLimit else { throw TransportFailure.answerPastLimit(limit: answerLimit) }
                answer.append(contentsOf: part.readableBytesView)
            }
            return HTTPResponse(status: Int(response.status.code), headers: [:], body: answer)
        } catch let failure as TransportFailure {
            throw failure
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw TransportFailure(nio: error, answerLimit: answerLimit)
        }
    }
}
