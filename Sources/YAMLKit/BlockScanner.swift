/// Builds a tape straight from the plain block YAML that generated data files are written in, as
/// f1db's are: block mappings and sequences, one scalar per line, plain or quoted without escapes.
///
/// libyaml spends most of a typed decode of such files on tokens, events and their allocations;
/// reading the lines directly is several times faster (docs/performance.md, reasons in
/// docs/ARCHITECTURE.md). The tape is the one the libyaml path builds, node for node, with the same
/// text and marks. At the first thing outside that subset (flow collections, anchors, tags, block
/// scalars, escapes, scalars over several lines, tabs, carriage returns, directives, anything
/// malformed) the scanner declines and libyaml parses the whole document. A document the
/// builder rejects (a duplicate key, too deep) is declined too, so every error still comes from
/// the libyaml path, worded and placed as it always was.
struct BlockScanner<Sink: BlockScannerSink> {
    private let text: UnsafeBufferPointer<UInt8>
    private var builder: Sink
    /// The current content line: its first byte, the byte past its last, and its indentation.
    private var start = 0, end = 0, indent = 0
    /// The 0-based number of the current line, and where the line after it begins.
    private var line = -1, next = 0
    /// Whether the current line is all ASCII, so that byte offsets are columns.
    private var isASCII = true
    private var atEnd = false
    private var unquoted: [UInt8] = []

    private init(text: UnsafeBufferPointer<UInt8>, builder: Sink) {
        self.text = text
        self.builder = builder
    }

    /// The document's nodes fed to `sink`, in order; nil when the scanner or the sink declined
    /// (the sink then holds part of the document only).
    static func scan(_ text: UnsafeBufferPointer<UInt8>, into sink: Sink) -> Sink? {
        // Byte-order marks (and so UTF-16) and empty documents are libyaml's.
        guard let first = text.first, first < 0x80 else { return nil }
        var scanner = BlockScanner(text: text, builder: sink)
        do {
            try scanner.advance()
            guard !scanner.atEnd else { return nil }
            try scanner.node()
            guard scanner.atEnd else { return nil }
        } catch {
            return nil
        }
        return scanner.builder
    }

    // MARK: - Lines

    /// Moves to the next line with content, past blank and comment lines, checking every byte.
    private mutating func advance() throws(Declined) {
        while next < text.count {
            line += 1
            start = next
            var index = start
            var ascii = true
            scan: while index < text.count {
                if index + 8 <= text.count, Self.isPrintableASCII(Self.word(in: text, at: index)) {
                    index += 8
                    continue
                }
                let stop = Swift.min(index + 8, text.count)
                while index < stop {
                    let byte = text[index]
                    if byte == 0x0A { break scan }
                    if byte >= 0x80 {
                        index = try Self.validCharacter(in: text, at: index)
                        ascii = false
                        continue
                    }
                    // Tabs, carriage returns and other controls: libyaml's rules for them are its own.
                    if byte < 0x20 || byte == 0x7F { throw Declined() }
                    index += 1
                }
            }
            end = index
            next = index + 1
            isASCII = ascii
            var first = start
            while first < end, text[first] == .space { first += 1 }
            if first == end || text[first] == .hash { continue }
            indent = first - start
            if indent == 0, end - start >= 3, Self.isDocumentMarker(text[start], text[start + 1], text[start + 2]) { throw Declined() }
            return
        }
        atEnd = true
    }

    /// Eight bytes at once, in whatever order: only each byte's own bits are looked at.
    @inline(__always)
    private static func word(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(text.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
    }

    /// Whether all eight bytes are printable ASCII (0x20 to 0x7E), so none ends the line or needs
    /// a closer look, a word at a time. With no high bit set, adding 0x60 to a byte sets its
    /// high bit exactly when it is 0x20 or more, and adding 1 exactly when it is 0x7F, without
    /// carrying into the next byte. Measured: docs/performance.md#blockscanner-yamlkit
    @inline(__always)
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        return word & high == 0
            && (word &+ 0x6060_6060_6060_6060) & high == high
            && (word &+ 0x0101_0101_0101_0101) & high == 0
    }

    /// The index past a valid, printable UTF-8 character other than YAML's other line breaks.
    private static func validCharacter(in text: UnsafeBufferPointer<UInt8>, at index: Int) throws(Declined) -> Int {
        let lead = text[index]
        let width: Int
        var value: UInt32
        switch lead {
        case 0xC0...0xDF: (width, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (width, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF7: (width, value) = (4, UInt32(lead & 0x07))
        default: throw Declined()
        }
        guard index + width <= text.count else { throw Declined() }
        for offset in 1..<width {
            let byte = text[index + offset]
            guard byte & 0xC0 == 0x80 else { throw Declined() }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let shortest: UInt32 = width == 2 ? 0x80 : width == 3 ? 0x800 : 0x10000
        guard value >= shortest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { throw Declined() }
        // Printable (which leaves out C1 controls and NEL) and not LS, PS, a BOM or a non-character.
        guard value >= 0xA0, value != 0x2028, value != 0x2029, value != 0xFEFF, value != 0xFFFE, value != 0xFFFF else {
            throw Declined()
        }
        return index + width
    }

    private static func isDocumentMarker(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        (a == .dash && b == .dash && c == .dash) || (a == .dot && b == .dot && c == .dot)
    }

    // The scanner's non-mutating helpers are inlined. Measured: docs/performance.md#blockscanner-yamlkit
    @inline(__always)
    private func column(of offset: Int) -> Int {
        guard !isASCII else { return offset - start }
        var count = 0
        for index in start..<offset where text[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    @inline(__always)
    private func mark(at offset: Int) -> YAMLMark {
        YAMLMark(line: line + 1, column: column(of: offset) + 1)
    }

    @inline(__always)
    private func isSequenceEntry(at offset: Int) -> Bool {
        text[offset] == .dash && (offset + 1 == end || text[offset + 1] == .space)
    }

    // MARK: - Nodes

    /// The block node that starts on the current line at its indentation.
    private mutating func node() throws(Declined) {
        if isSequenceEntry(at: start + indent) {
            try sequence(column: indent, indentless: false)
        } else {
            try mapping(column: indent)
        }
    }

    /// A block mapping whose keys are at `column`, the first on the current line. Every column a
    /// mapping or sequence starts at has only spaces and `- ` before it, so it is a byte offset too.
    private mutating func mapping(column: Int) throws(Declined) {
        try begin(.mapping, at: start + column)
        while true {
            try entry(key: start + column, column: column)
            guard !atEnd, indent >= column else { break }
            guard indent == column, !isSequenceEntry(at: start + column) else { throw Declined() }
        }
        try endContainer()
    }

    private mutating func entry(key: Int, column: Int) throws(Declined) {
        guard let colon = keyColon(from: key) else { throw Declined() }
        try scalar(key..<colon, style: .plain, at: key)
        var value = colon + 1
        while value < end, text[value] == .space { value += 1 }
        guard value == end || text[value] == .hash else {
            try inlineScalar(from: value)
            return try advance()
        }
        // libyaml places an empty value just past its colon.
        let empty = mark(at: colon + 1)
        try advance()
        if !atEnd, indent > column {
            try node()
        } else if !atEnd, indent == column, isSequenceEntry(at: start + column) {
            try sequence(column: column, indentless: true)
        } else {
            try emptyScalar(at: empty)
        }
    }

    /// A block sequence whose dashes are at `column`; an indentless one is a mapping's value with
    /// its dashes at the keys' column, and ends at the next key.
    private mutating func sequence(column: Int, indentless: Bool) throws(Declined) {
        try begin(.sequence, at: start + column)
        while true {
            let dash = start + column
            var value = dash + 1
            while value < end, text[value] == .space { value += 1 }
            if value == end || text[value] == .hash {
                let empty = mark(at: dash + 1)
                try advance()
                if !atEnd, indent > column { try node() } else { try emptyScalar(at: empty) }
            } else if isSequenceEntry(at: value) {
                throw Declined()
            } else if keyColon(from: value) != nil {
                try mapping(column: value - start)
            } else {
                try inlineScalar(from: value)
                try advance()
            }
            guard !atEnd, indent >= column else { break }
            if indent == column, isSequenceEntry(at: start + column) { continue }
            guard indent == column, indentless else { throw Declined() }
            break
        }
        try endContainer()
    }

    /// The colon that ends a plain key starting at `offset`, or nil when the line holds no such key.
    @inline(__always)
    private func keyColon(from offset: Int) -> Int? {
        guard Self.canStartPlain(text[offset], followedBy: offset + 1 < end ? text[offset + 1] : .space) else { return nil }
        var index = offset + 1
        while index < end {
            let byte = text[index]
            if byte == .colon, index + 1 == end || text[index + 1] == .space { break }
            if byte == .hash, text[index - 1] == .space { return nil }
            index += 1
        }
        // libyaml looks no further than 1,024 characters for a key's colon.
        guard index < end, index - offset <= 1000, text[index - 1] != .space else { return nil }
        return index
    }

    /// The scalar that fills the rest of the line from `offset`.
    private mutating func inlineScalar(from offset: Int) throws(Declined) {
        switch text[offset] {
        case .doubleQuote:
            var close = offset + 1
            while close < end, text[close] != .doubleQuote {
                if text[close] == .backslash { throw Declined() }
                close += 1
            }
            guard close < end else { throw Declined() }
            try onlySpaces(after: close + 1)
            try scalar(offset + 1..<close, style: .doubleQuoted, at: offset)
        case .singleQuote:
            unquoted.removeAll(keepingCapacity: true)
            var index = offset + 1
            while true {
                guard index < end else { throw Declined() }
                if text[index] == .singleQuote {
                    guard index + 1 < end, text[index + 1] == .singleQuote else { break }
                    index += 1
                }
                unquoted.append(text[index])
                index += 1
            }
            try onlySpaces(after: index + 1)
            let position = mark(at: offset)
            try unquoted.withUnsafeBufferPointer { (value) throws(Declined) in try add(value, style: .singleQuoted, mark: position) }
        default:
            guard Self.canStartPlain(text[offset], followedBy: offset + 1 < end ? text[offset + 1] : .space) else { throw Declined() }
            var last = offset + 1
            for index in offset + 1..<end {
                let byte = text[index]
                if byte == .space {
                    // A comment ends the line.
                    if index + 1 < end, text[index + 1] == .hash { break }
                } else {
                    if byte == .colon, index + 1 == end || text[index + 1] == .space { throw Declined() }
                    last = index + 1
                }
            }
            try scalar(offset..<last, style: .plain, at: offset)
        }
    }

    /// Checks that nothing but spaces, or spaces and a comment, follows a quoted scalar.
    @inline(__always)
    private func onlySpaces(after offset: Int) throws(Declined) {
        for index in offset..<max(offset, end) where text[index] != .space {
            guard text[index] == .hash, index > offset else { throw Declined() }
            return
        }
    }

    /// Whether a plain scalar may start with `byte`: not an indicator, nor `-`, `?` or `:` before a space.
    private static func canStartPlain(_ byte: UInt8, followedBy following: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), .hash,
            UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), .singleQuote,
            .doubleQuote, UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), .space:
            return false
        case .dash, UInt8(ascii: "?"), .colon:
            return following != .space
        default:
            return true
        }
    }

    // MARK: - The sink

    private mutating func begin(_ kind: TapeNode.Kind, at offset: Int) throws(Declined) {
        try builder.begin(kind, mark: mark(at: offset))
    }

    private mutating func endContainer() throws(Declined) {
        try builder.end()
    }

    private mutating func scalar(_ range: Range<Int>, style: YAMLScalarStyle, at offset: Int) throws(Declined) {
        try add(UnsafeBufferPointer(rebasing: text[range]), style: style, mark: mark(at: offset))
    }

    private mutating func emptyScalar(at mark: YAMLMark) throws(Declined) {
        try add(UnsafeBufferPointer(start: nil, count: 0), style: .plain, mark: mark)
    }

    private mutating func add(_ value: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, mark: YAMLMark) throws(Declined) {
        try builder.scalar(value, style: style, mark: mark)
    }
}

/// What stops the block scanner: something outside its subset, or a sink that declines.
struct Declined: Error {}

/// Where the block scanner's nodes go, in document order: untagged, unanchored, scalars as
/// text (a plain or double-quoted scalar's text lies in the document; a single-quoted one's,
/// unescaped, does not).
protocol BlockScannerSink {
    mutating func begin(_ kind: TapeNode.Kind, mark: YAMLMark) throws(Declined)
    mutating func end() throws(Declined)
    mutating func scalar(_ text: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, mark: YAMLMark) throws(Declined)
}

/// The tape, built by the same builder libyaml's events feed; any error it finds declines.
extension TapeBuilder: BlockScannerSink {
    mutating func begin(_ kind: TapeNode.Kind, mark: YAMLMark) throws(Declined) {
        do { try beginContainer(kind, tag: nil, anchor: nil, mark: mark) } catch { throw Declined() }
    }

    mutating func end() throws(Declined) {
        do { try endContainer() } catch { throw Declined() }
    }

    mutating func scalar(_ text: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, mark: YAMLMark) throws(Declined) {
        do { try scalar(text, style: style, tag: nil, anchor: nil, mark: mark) } catch { throw Declined() }
    }
}

extension BlockScanner where Sink == TapeBuilder {
    /// The document's tape, or nil when libyaml must parse it.
    static func parse(_ text: UnsafeBufferPointer<UInt8>, path: String, limits: YAMLLimits) -> Tape? {
        scan(text, into: TapeBuilder(path: path, limits: limits, expectedBytes: text.count))?.finish()
    }
}

extension UInt8 {
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let dash = UInt8(ascii: "-")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let doubleQuote = UInt8(ascii: "\"")
    fileprivate static let singleQuote = UInt8(ascii: "'")
    fileprivate static let backslash = UInt8(ascii: "\\")
}
