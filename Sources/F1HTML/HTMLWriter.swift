/// Builds markup in one `String`. Tag and attribute names are the renderer's own literals;
/// every attribute value and every text goes through `HTMLText`, so escaping lives in one place.
struct HTMLWriter {
    private(set) var html = ""

    init(capacity: Int = 4096) {
        html.reserveCapacity(capacity)
    }

    /// Markup written as it stands: a fragment already rendered, a newline.
    mutating func raw(_ markup: String) {
        html += markup
    }

    mutating func text(_ text: String) {
        html += HTMLText.escaped(text)
    }

    /// `<tag name="value"…>`; a nil value leaves its attribute out, an empty one writes the name alone.
    mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        html += "<" + tag
        for (name, value) in attributes {
            guard let value else { continue }
            html += value.isEmpty ? " " + name : " " + name + "=\"" + HTMLText.escaped(value) + "\""
        }
        html += ">"
    }

    mutating func close(_ tag: String) {
        html += "</" + tag + ">"
    }

    /// `<tag …>text</tag>`.
    mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }
}
