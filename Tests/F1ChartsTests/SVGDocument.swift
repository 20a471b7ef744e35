import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document read back with Foundation's XML parser: whether it is well formed, and its
/// elements in document order with their attributes and text, for tests to look things up in.
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The text directly inside it (a `<text>`'s words, a `<title>`'s name).
        var text: String
        /// The names of the elements it lies in, outermost first.
        var ancestors: [String]
        /// The index of the element it lies directly in.
        var parent: Int?

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    }

    private(set) var elements: [Element] = []
    private(set) var isWellFormed = false
    private(set) var error: String?
    private var open: [Int] = []

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        isWellFormed = parser.parse()
        error = parser.parserError.map { "\($0)" }
    }

    var root: Element? { elements.first }

    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The texts of the `<text>` elements, in order.
    var texts: [String] { all("text").map(\.text) }

    /// The `<title>` inside the element at `index`, if it has one.
    func title(of index: Int) -> String? {
        elements.first { $0.name == "title" && $0.parent == index }?.text
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let ancestors = open.map { elements[$0].name }
        elements.append(Element(name: elementName, attributes: attributes, text: "", ancestors: ancestors, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let current = open.last else { return }
        elements[current].text += string
    }
}
