/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text, control keys, the escape
/// sequences of xterm and its kin, and bracketed paste, which becomes one `.paste` however long.
/// Keeps an incomplete sequence for the next call, since a read can end anywhere.
public struct KeyDecoder: Sendable {
    // Internal so the sequence tables in KeyDecoder+Sequences.swift can read it.
    var pending: [UInt8] = []
    /// The text of the paste being read; nil outside a paste.
    private var paste: String?
    /// The most UTF-8 bytes a paste keeps: the rest is read, to find the paste's end, and dropped,
    /// so a paste that never ends holds no more memory than this.
    public let pasteLimit: Int

    /// A decoder with nothing pending, outside a paste, keeping at most `pasteLimit` bytes of a paste.
    public init(pasteLimit: Int = 64 * 1024) {
        self.pasteLimit = max(0, pasteLimit)
    }

    /// Decodes the bytes read so far; an incomplete escape sequence or UTF-8 sequence at the end is kept for the next call (split reads), and so is a paste not ended yet.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        // Text is gathered before it becomes keys, so combining marks join their base grapheme.
        var text = ""
        var index = 0
        decoding: while index < pending.count {
            let step = paste == nil ? step(at: index) : pasteStep(at: index)
            switch step {
            case .incomplete:
                break decoding
            case .text(let scalar, let length):
                if paste == nil { text.unicodeScalars.append(scalar) } else { keep(scalar) }
                index += length
                continue decoding
            case .key(let key, let length):
                keys += text.map(Key.character)
                text = ""
                keys.append(key)
                index += length
            case .skip(let length):
                index += length
            case .paste(let starts, let length):
                keys += text.map(Key.character)
                text = ""
                if starts {
                    paste = ""
                } else if let ended = paste {
                    keys.append(.paste(ended))
                    paste = nil
                }
                index += length
            }
        }
        keys += text.map(Key.character)
        pending.removeFirst(index)
        return keys
    }

    /// Whether a paste has started and not ended: the reader gives it `flush()` after a pause, so
    /// a lost end marker cannot swallow every later key.
    public var isInPaste: Bool { paste != nil }

    private mutating func keep(_ scalar: Unicode.Scalar) {
        guard let kept = paste?.utf8.count, kept + UTF8.width(scalar) <= pasteLimit else { return }
        paste?.unicodeScalars.append(scalar)
    }

    /// Whether a lone ESC (or incomplete sequence) is waiting; the reader calls `flush()` if nothing more arrives within ~25 ms, turning it into .escape (and any junk into nothing).
    public var hasPending: Bool { !pending.isEmpty }

    /// Gives up waiting: a paste not ended becomes `.paste` with what came of it, a lone ESC becomes `.escape`, ESC [ and ESC O become Alt+[ and Alt+O, anything else pending is dropped.
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        if let ended = paste {
            paste = nil
            return [.paste(ended)]
        }
        guard pending.first == KeyDecoder.escape else { return [] }
        if pending.count == 2, pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") {
            return [.escape, .character(Character(Unicode.Scalar(pending[1])))]
        }
        return pending.count == 1 ? [.escape] : []
    }

    static let escape: UInt8 = 0x1B
    /// Longer than any key a terminal sends; a longer "sequence" is junk, dropped rather than awaited.
    static let longestSequence = 64

    enum Step {
        case incomplete
        case text(Unicode.Scalar, length: Int)
        case key(Key, length: Int)
        case skip(Int)
        case paste(starts: Bool, length: Int)
    }

    private func step(at index: Int) -> Step {
        let byte = pending[index]
        switch byte {
        case Self.escape: return escapeStep(at: index)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x20...0x7E: return .text(Unicode.Scalar(byte), length: 1)
        case 0x80...: return utf8Step(at: index)
        default: return .skip(1)
        }
    }

    /// Inside a bracketed paste everything is text up to ESC [ 201 ~; line ends become "\n", other controls are dropped.
    private func pasteStep(at index: Int) -> Step {
        let byte = pending[index]
        switch byte {
        case Self.escape:
            let end = Self.pasteEnd
            let available = min(end.count, pending.count - index)
            guard pending[index..<index + available].elementsEqual(end.prefix(available)) else { return .skip(1) }
            return available == end.count ? .paste(starts: false, length: end.count) : .incomplete
        case 0x0D:
            let crlf = index + 1 < pending.count && pending[index + 1] == 0x0A
            return .text("\n", length: crlf ? 2 : 1)
        case 0x0A: return .text("\n", length: 1)
        case 0x09: return .text("\t", length: 1)
        case 0x20...0x7E: return .text(Unicode.Scalar(byte), length: 1)
        case 0x80...: return utf8Step(at: index)
        default: return .skip(1)
        }
    }

    private static let pasteEnd: [UInt8] = [escape] + Array("[201~".utf8)

    private func escapeStep(at index: Int) -> Step {
        guard index + 1 < pending.count else { return .incomplete }
        switch pending[index + 1] {
        case UInt8(ascii: "["): return controlSequenceStep(at: index)
        case UInt8(ascii: "O"): return singleShiftStep(at: index)
        // ESC then an ordinary key: Alt with that key, reported as Escape followed by it.
        default: return .key(.escape, length: 1)
        }
    }

    private func utf8Step(at index: Int) -> Step {
        let length: Int
        switch pending[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(1)
        }
        let available = pending.count - index
        for offset in 1..<min(length, available) where pending[index + offset] & 0xC0 != 0x80 {
            return .skip(1)
        }
        guard available >= length else { return .incomplete }
        guard let decoded = String(validating: pending[index..<index + length], as: UTF8.self),
            let scalar = decoded.unicodeScalars.first
        else { return .skip(1) }
        // C1 controls (U+0080–U+009F) would act on the screen if echoed; they are not keys.
        if scalar.properties.generalCategory == .control { return .skip(length) }
        return .text(scalar, length: length)
    }
}
