import Foundation

/// Which redirects a request may follow, for every HTTP client F1Kit has (URLSession's in
/// F1DataLive, the fetch helper's in F1DataNIO). Only http and https; and a request carrying
/// credentials (an access token) stays at its origin, since a client copies the caller's headers
/// to any host it is sent to. Such a redirect is refused, not followed without them: the other
/// host's "401" would then blame a token it never saw. A chain longer than `maxRedirects` is a loop.
package struct RedirectRule: Sendable {
    /// The scheme, host and port a request started at.
    package struct Origin: Equatable, Sendable, CustomStringConvertible {
        package var scheme: String
        package var host: String
        package var port: Int

        package init?(_ url: URL?) {
            guard let url, let scheme = url.scheme?.lowercased() else { return nil }
            self.scheme = scheme
            host = url.host?.lowercased() ?? ""
            port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        }

        package var description: String { "\(scheme)://\(host):\(port)" }
    }

    /// Header names whose values are secrets, lower-cased.
    package static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

    /// The most redirects one request follows; the next is refused as a loop.
    package static let maxRedirects = 10

    package let origin: Origin?
    /// The caller's headers, sent again with a redirect that is followed.
    package let headers: [String: String]

    package init(url: URL, headers: [String: String]) {
        origin = Origin(url)
        self.headers = headers
    }

    package var carriesCredentials: Bool {
        headers.keys.contains { Self.credentialHeaders.contains($0.lowercased()) }
    }

    /// Why a redirect to `target` (its Location resolved against the URL redirected; nil when it
    /// is not a URL at all) may not be followed, after `followed` redirects already were; nil when
    /// it may.
    package func refusal(of target: URL?, followed: Int = 0) -> TransportFailure? {
        let scheme = target?.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https", let destination = Origin(target) else {
            // URL has checked a scheme's characters; only its length is left to bound.
            return .redirectToScheme(scheme.isEmpty ? "schemeless" : String(scheme.prefix(20)))
        }
        if carriesCredentials, destination != origin { return .crossOriginRedirect(target: destination.description) }
        if followed >= Self.maxRedirects { return .redirectLoop }
        return nil
    }
}
