import F1Data
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every task's answer as it arrives: URLSession's `data(for:)` buffers a whole answer before
/// anything can look at it, so a never-ending body would fill memory. Here the limit applies to
/// each piece as it comes (decompressed: URLSession hands over decoded bytes), and each redirect
/// is judged before it is followed.
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    struct Transfer {
        let continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>
        let limit: Int
        let rule: RedirectRule
        var body = Data()
        /// The redirects followed so far.
        var redirects = 0
        /// Why the transfer was stopped, when this client stopped it.
        var refusal: TransportFailure?
    }

    private let transfers = Mutex<[Int: Transfer]>([:])

    func begin(_ task: URLSessionTask, _ transfer: Transfer) {
        transfers.withLock { $0[task.taskIdentifier] = transfer }
    }

    /// Notes why `task` is given up on; true the first time, when it is still running.
    private func refuse(_ task: URLSessionTask, _ reason: TransportFailure) -> Bool {
        transfers.withLock { transfers in
            guard transfers[task.taskIdentifier]?.refusal == nil else { return false }
            transfers[task.taskIdentifier]?.refusal = reason
            transfers[task.taskIdentifier]?.body = Data()
            return true
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // A length announced past the limit is refused before a byte of the body is read.
        let limit = transfers.withLock { $0[dataTask.taskIdentifier]?.limit } ?? .max
        if response.expectedContentLength > Int64(limit), refuse(dataTask, .answerPastLimit(limit: limit)) {
            completionHandler(.cancel)
            // FoundationNetworking ignores the disposition: only cancelling stops the transfer there.
            dataTask.cancel()
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let past = transfers.withLock { transfers -> Int? in
            guard var transfer = transfers[dataTask.taskIdentifier], transfer.refusal == nil else { return nil }
            guard transfer.body.count + data.count <= transfer.limit else { return transfer.limit }
            // Out of the dictionary while it grows, so the body has one owner and is not copied.
            transfers[dataTask.taskIdentifier] = nil
            transfer.body.append(data)
            transfers[dataTask.taskIdentifier] = transfer
            return nil
        }
        if let past, refuse(dataTask, .answerPastLimit(limit: past)) { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let judged = transfers.withLock { transfers -> (RedirectRule, Int)? in
            guard let transfer = transfers[task.taskIdentifier] else { return nil }
            transfers[task.taskIdentifier]?.redirects += 1
            return (transfer.rule, transfer.redirects)
        }
        guard let (rule, followed) = judged else { return completionHandler(nil) }
        switch rule.judge(request, location: response.value(forHTTPHeaderField: "Location"), base: response.url, followed: followed) {
        case .follow(let next):
            completionHandler(next)
        case .refuse(let reason):
            // Not following leaves the redirect itself as the answer; the refusal is what is told.
            _ = refuse(task, reason)
            completionHandler(nil)
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let refusal = transfer.refusal {
            transfer.continuation.resume(throwing: refusal)
        } else if let error {
            transfer.continuation.resume(throwing: error)
        } else if let response = task.response as? HTTPURLResponse {
            transfer.continuation.resume(returning: (response, transfer.body))
        } else {
            transfer.continuation.resume(throwing: TransportFailure.connectionFailed("the answer was not HTTP"))
        }
    }
}
