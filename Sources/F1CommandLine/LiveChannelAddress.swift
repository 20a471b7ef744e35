import Foundation

/// The addresses of a deployment's two roles (docs/deploy.md), checked once at the command line:
/// the nchan publisher endpoint `f1web --publish URL` posts to, and the channel `f1web --live-from
/// URL` subscribes its `/live` page to. Here, not in the web face, which reads URLs only through
/// its one decoder (WebPath+Decoding).
package enum LiveChannelAddress {
    /// The one sentence a bad `--live-from` gets; nil when it is good.
    package static func problem(subscription text: String) -> String? {
        // Quotes, angle brackets and spaces would need escaping in the page and the policy; no channel needs them.
        if text.contains(where: { $0.isWhitespace || "\"'<>\\;".contains($0) }) {
            return "--live-from must be a path such as /live/channel or an http(s) URL, without spaces or quotes: '\(text)'."
        }
        if text.hasPrefix("/"), !text.hasPrefix("//") { return nil }
        return web(text) == nil ? "--live-from must be a path such as /live/channel or an http(s) URL with a host, not '\(text)'." : nil
    }

    /// The publisher's endpoint as a URL; nil, with `problem(publisher:)` saying why, when it is not an http(s) URL.
    package static func publisher(_ text: String) -> URL? {
        web(text).flatMap { $0.url }
    }

    /// The one sentence a bad `--publish` gets; nil when it is good.
    package static func problem(publisher text: String) -> String? {
        guard publisher(text) == nil else { return nil }
        return "--publish must be nchan's publisher URL with http or https and a host, such as http://127.0.0.1:8081/pub, not '\(text)'."
    }

    /// The channel a page server keeps its own copy from (`--mirror-from`), as a URL; nil, with
    /// `problem(mirror:)` saying why, when it is not an http(s) URL.
    package static func mirror(_ text: String) -> URL? {
        web(text).flatMap { $0.url }
    }

    /// The one sentence a bad `--mirror-from` gets; nil when it is good.
    package static func problem(mirror text: String) -> String? {
        guard mirror(text) == nil else { return nil }
        return "--mirror-from must be the channel's URL as this server reaches it, with http or https and a host, such as "
            + "http://127.0.0.1:8081/pub/channel, not '\(text)'."
    }

    /// The origin a page's Content-Security-Policy must allow for the channel `text`; nil for a
    /// path, which `'self'` already allows. `problem(subscription:)` has accepted `text`.
    package static func origin(ofSubscription text: String) -> String? {
        text.hasPrefix("/") ? nil : web(text).map(origin)
    }

    /// `text` as an absolute http(s) URL with a host and no credentials.
    private static func web(_ text: String) -> URLComponents? {
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = parts.host, !host.isEmpty, parts.user == nil, parts.password == nil, parts.fragment == nil
        else { return nil }
        return parts
    }

    private static func origin(_ parts: URLComponents) -> String {
        let host = parts.host ?? ""
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(parts.scheme?.lowercased() ?? "http")://\(shown)" + (parts.port.map { ":\($0)" } ?? "")
    }
}
