/// Builds markup as UTF-8 bytes, made a `String` once at the end. Tag and attribute names are the
/// renderer's own literals; every attribute value and every text goes through `HTMLText`, so
/// escaping lives in one place. Bytes rather than `String +=`: a page is thousands of small
/// pieces, and joining them as strings costs more than writing them (docs/performance.md#htmlwriter-f1html).
struct HTMLWriter {
    private var bytes: [UInt8] = []

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    /// The markup written so far.
    var html: String { String(decoding: bytes, as: UTF8.self) }

    /// Markup written as it stands: a fragment already rendered, a newline.
    mutating func raw(_ markup: String) {
        var markup = markup
        // Contiguous bytes copied at once: `append(contentsOf: markup.utf8)` goes a byte at a time.
        markup.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func text(_ text: String) {
        HTMLText.append(text, to: &bytes)
    }

    /// `<tag name="value"…>`; a nil value leaves its attribute out, an empty one writes the name alone.
    mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        bytes.append(UInt8(ascii: "<"))
        raw(tag)
        for (name, value) in attributes { attribute(name, value) }
        bytes.append(UInt8(ascii: ">"))
    }

    /// `<tag name="value">` with one attribute, as `open(_:_:)` writes it: the table cells' form,
    /// which makes no list of attributes for each of a page's thousand cells.
    mutating func open(_ tag: String, _ name: String, _ value: String?) {
        bytes.append(UInt8(ascii: "<"))
        raw(tag)
        attribute(name, value)
        bytes.append(UInt8(ascii: ">"))
    }

    private mutating func attribute(_ name: String, _ value: String?) {
        guard let value else { return }
        bytes.append(UInt8(ascii: " "))
        raw(name)
        guard !value.isEmpty else { return }
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
        HTMLText.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func close(_ tag: String) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        raw(tag)
        bytes.append(UInt8(ascii: ">"))
    }

    /// `<tag …>text</tag>`.
    mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// `<tag name="value">text</tag>`.
    mutating func element(_ tag: String, _ name: String, _ value: String?, text: String) {
        open(tag, name, value)
        self.text(text)
        close(tag)
    }
}
