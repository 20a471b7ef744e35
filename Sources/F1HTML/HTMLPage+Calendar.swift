import F1UI

extension HTMLPage {
    /// A season page's links to its calendar file: subscribed to (`webcal:`, which calendar
    /// programs open and fetch again on their own) and downloaded once. The subscription needs
    /// the site's own host, which only the request's Host header says; without a plain one, the
    /// download link alone.
    package static func calendarLinks(season: Int, host: String?, mode: WebMode = .normal) -> HTMLFragment {
        let file = mode.link(WebAddress.calendar(.season(season)).path).description
        var writer = HTMLWriter(capacity: 512)
        writer.open("p", ["class": "calendar-links"])
        writer.text("Every session of \(season) in your calendar, in your time zone: ")
        if let host = webcalHost(host) {
            writer.element("a", ["href": "webcal://\(host)\(file)"], text: "subscribe")
            writer.text(" or ")
        }
        writer.element("a", ["href": file, "type": "text/calendar", "download": "f1-\(season).ics"], text: "download the .ics file")
        writer.text(".")
        writer.close("p")
        writer.raw("\n")
        return HTMLFragment(markup: writer.html)
    }

    /// A Host header's value when it is a plain host name or address with an optional port
    /// ("example.org", "127.0.0.1:8080", "[::1]:8080"); nil for anything else, which a link
    /// must not carry.
    package static func webcalHost(_ header: String?) -> String? {
        guard let header, (1...255).contains(header.utf8.count) else { return nil }
        var host = Substring(header)
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]") || host.first != "[" {
            let port = host[host.index(after: colon)...]
            guard (1...5).contains(port.count), port.allSatisfy(\.isASCIIDigit) else { return nil }
            host = host[..<colon]
        }
        let plain: Bool =
            if host.first == "[" {
                host.last == "]" && host.count > 2 && host.dropFirst().dropLast().allSatisfy { $0.isHexDigit && $0.isASCII || $0 == ":" || $0 == "." }
            } else {
                !host.isEmpty && host.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." || $0 == "-" }
            }
        return plain ? header : nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
