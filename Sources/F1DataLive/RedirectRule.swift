import F1Data
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Which redirects a request may follow. Only http and https; and a request carrying credentials
/// (an access token) stays at its origin, since URLSession would copy them to any host it is
/// sent to. Such a redirect is refused, not followed without them: the other host's "401" would
/// then blame a token it never saw.
struct RedirectRule: Sendable {
    enum Verdict {
        case follow(URLRequest)
        case refuse(TransportFailure)
    }

    /// The scheme, host and port a request started at.
    struct Origin: Equatable, CustomStringConvertible {
        var scheme: String
        var host: String
        var port: Int

        init?(_ url: URL?) {
            guard let url, let scheme = url.scheme?.lowercased() else { return nil }
            self.scheme = scheme
            host = url.host?.lowercased() ?? ""
            port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        }

        var description: String { "\(scheme)://\(host):\(port)" }
    }

    /// Header names whose values are secrets, lower-cased.
    static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

    let origin: Origin?
    /// The caller's headers, put back on a redirect that is followed.
    let headers: [String: String]

    init(url: URL, headers: [String: String]) {
        origin = Origin(url)
        self.headers = headers
    }

    var carriesCredentials: Bool {
        headers.keys.contains { Self.credentialHeaders.contains($0.lowercased()) }
    }

    /// `location` is the redirect's Location header, resolved against `base`, the URL redirected:
    /// FoundationNetworking proposes a `file:` Location as that path on the same server, so the
    /// proposed request alone does not show where the server meant to send it.
    func judge(_ proposed: URLRequest, location: String?, base: URL?) -> Verdict {
        let meant = location.flatMap { URL(string: $0, relativeTo: base)?.absoluteURL }
        for url in [meant ?? proposed.url, proposed.url] {
            let scheme = url?.scheme?.lowercased() ?? ""
            guard scheme == "http" || scheme == "https", let target = Origin(url) else {
                // URL has checked a scheme's characters; only its length is left to bound.
                return .refuse(.redirectToScheme(scheme.isEmpty ? "schemeless" : String(scheme.prefix(20))))
            }
            if carriesCredentials, target != origin { return .refuse(.crossOriginRedirect(target: target.description)) }
        }
        var next = proposed
        for (name, value) in headers { next.setValue(value, forHTTPHeaderField: name) }
        return .follow(next)
    }
}
