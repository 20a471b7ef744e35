import F1Data
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// F1Data's `RedirectRule` applied to the request URLSession proposes for a redirect.
extension RedirectRule {
    enum Verdict {
        case follow(URLRequest)
        case refuse(TransportFailure)
    }

    /// `location` is the redirect's Location header, resolved against `base`, the URL redirected:
    /// FoundationNetworking proposes a `file:` Location as that path on the same server, so the
    /// proposed request alone does not show where the server meant to send it. `followed` counts
    /// the redirects this request has already followed.
    func judge(_ proposed: URLRequest, location: String?, base: URL?, followed: Int) -> Verdict {
        let meant = location.flatMap { URL(string: $0, relativeTo: base)?.absoluteURL }
        for url in [meant ?? proposed.url, proposed.url] {
            if let refusal = refusal(of: url, followed: followed) { return .refuse(refusal) }
        }
        // URLSession sends the proposed request as it is: the caller's headers are put back on it.
        var next = proposed
        for (name, value) in headers { next.setValue(value, forHTTPHeaderField: name) }
        return .follow(next)
    }
}
