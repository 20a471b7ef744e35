/// Renders input text inside messages: quoted, on one line, and at most 40 characters long.
enum Quoting {
    static let maxCharacters = 40

    static func quote(_ text: String) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count == maxCharacters {
                shown += "…"
                break
            }
            switch character {
            case "\n", "\r\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default: shown.append(character)
            }
            count += 1
        }
        return "'\(shown)'"
    }

    static func quote(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        quote(String(decoding: bytes, as: UTF8.self))
    }
}
