import Foundation

/// The addresses of the live race when one process follows it and a broker (nginx with nchan)
/// fans it out: the publisher's endpoint (`f1web --publish URL`) and the channel browsers
/// subscribe to (`f1web --live-from URL`). Each is checked once, at the command line.
package enum LiveChannel {
    /// Where a page server's `/live` page subscribes: a path on the page's own origin (the proxy
    /// serves the channel beside the pages) or an absolute http(s) URL elsewhere.
    package struct Subscription: Sendable, Equatable {
        /// As the page's script gets it.
        package let url: String
        /// The origin the page's Content-Security-Policy lets it connect to; nil for a path, which
        /// `'self'` already allows.
        package let origin: String?

        /// Nil, with `problem(subscription:)` saying why, for anything but a path or an http(s) URL.
        package init?(_ text: String) {
            guard LiveChannel.problem(subscription: text) == nil else { return nil }
            url = text
            origin = text.hasPrefix("/") ? nil : LiveChannel.web(text).map(LiveChannel.origin)
        }
    }

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
