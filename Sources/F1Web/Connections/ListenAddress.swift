/// The host f1web listens on, as a person writes it and as a URL needs it: an IPv6 address is
/// written in brackets in a URL (RFC 3986), and may be given either way.
package struct ListenAddress: Equatable, Sendable {
    /// The host to bind, without brackets.
    package let host: String

    /// `text` as given to `--host`: a name, an IPv4 address, or an IPv6 address with or without brackets.
    package init(_ text: String) {
        if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
            host = String(text.dropFirst().dropLast())
        } else {
            host = text
        }
    }

    /// The address of the site on `port`, as a browser takes it.
    package func url(port: Int) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(port)/"
    }
}
