/// Cheap checks of rendered markup, enough for what the renderer writes: no full HTML parser.
enum Markup {
    /// Elements that have no end tag in HTML.
    static let voidElements: Set<String> = ["meta", "link", "br", "img", "input", "hr", "col", "source", "wbr", "area", "base"]

    /// The tags in order: ("td", true) for `<td …>`, ("td", false) for `</td>`; a self-closed SVG
    /// element (`<rect …/>`), a void element, the doctype and comments left out.
    static func tags(in html: String) -> [(name: String, opens: Bool)] {
        var tags: [(String, Bool)] = []
        var rest = Substring(html)
        while let start = rest.firstIndex(of: "<") {
            guard let end = rest[start...].firstIndex(of: ">") else { break }
            let inside = rest[rest.index(after: start)..<end]
            rest = rest[rest.index(after: end)...]
            guard !inside.hasPrefix("!"), !inside.hasSuffix("/") else { continue }
            let closing = inside.hasPrefix("/")
            let name = String(inside.dropFirst(closing ? 1 : 0).prefix { $0.isLetter || $0.isNumber || $0 == "-" }).lowercased()
            guard !voidElements.contains(name) else { continue }
            tags.append((name, !closing))
        }
        return tags
    }

    /// The first tag closed out of order or left open, or nil when every element is closed in turn.
    static func firstUnbalancedTag(in html: String) -> String? {
        var open: [String] = []
        for tag in tags(in: html) {
            if tag.opens {
                open.append(tag.name)
            } else if open.last == tag.name {
                open.removeLast()
            } else {
                return "</\(tag.name)> closes <\(open.last ?? "nothing")>"
            }
        }
        return open.last.map { "<\($0)> is never closed" }
    }

    /// How many times `element` is opened.
    static func count(_ element: String, in html: String) -> Int {
        tags(in: html).filter { $0.opens && $0.name == element }.count
    }

    /// The number of times `needle` occurs in `html`.
    static func occurrences(of needle: String, in html: String) -> Int {
        html.ranges(of: needle).count
    }
}
