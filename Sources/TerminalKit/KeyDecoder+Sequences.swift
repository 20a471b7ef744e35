/// The escape sequences keys send: CSI (ESC [) in xterm, VT220 and Linux console forms, and SS3 (ESC O).
extension KeyDecoder {
    func controlSequenceStep(at index: Int) -> Step {
        var end = index + 2
        // The Linux console's F1–F5: ESC [ [ A to ESC [ [ E.
        if end < pending.count, pending[end] == UInt8(ascii: "[") {
            guard end + 1 < pending.count else { return .incomplete }
            let letter = pending[end + 1]
            guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) else { return .skip(3) }
            return .key(.function(Int(letter - UInt8(ascii: "A")) + 1), length: 4)
        }
        while end < pending.count {
            let byte = pending[end]
            if (0x20...0x3F).contains(byte) {
                end += 1
                if end - index > Self.longestSequence { return .skip(end - index) }
                continue
            }
            let length = end - index + 1
            // A byte that cannot be in a sequence ends a malformed one, and starts what comes next.
            guard (0x40...0x7E).contains(byte) else { return .skip(end - index) }
            return controlSequenceKey(parameters: pending[(index + 2)..<end], final: byte, length: length)
        }
        return .incomplete
    }

    func singleShiftStep(at index: Int) -> Step {
        var end = index + 2
        // Some terminals put modifiers between ESC O and the final letter.
        while end < pending.count, (0x30...0x3F).contains(pending[end]) {
            end += 1
            // Bounded like CSI: endless digits after ESC O would otherwise be awaited, and rescanned, for ever.
            if end - index > Self.longestSequence { return .skip(end - index) }
        }
        guard end < pending.count else { return .incomplete }
        let length = end - index + 1
        switch pending[end] {
        case UInt8(ascii: "A"): return .key(.up, length: length)
        case UInt8(ascii: "B"): return .key(.down, length: length)
        case UInt8(ascii: "C"): return .key(.right, length: length)
        case UInt8(ascii: "D"): return .key(.left, length: length)
        case UInt8(ascii: "H"): return .key(.home, length: length)
        case UInt8(ascii: "F"): return .key(.end, length: length)
        case UInt8(ascii: "M"): return .key(.enter, length: length)
        case let letter where (UInt8(ascii: "P")...UInt8(ascii: "S")).contains(letter):
            return .key(.function(Int(letter - UInt8(ascii: "P")) + 1), length: length)
        case 0x40...0x7E: return .skip(length)
        default: return .skip(end - index)
        }
    }

    private func controlSequenceKey(parameters: ArraySlice<UInt8>, final: UInt8, length: Int) -> Step {
        // Private sequences (mouse reports, replies to queries) start with < = > ?; none is a key.
        if let first = parameters.first, (0x3C...0x3F).contains(first) { return .skip(length) }
        let number = Int(String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
        let key: Key?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        // xterm's F1–F4 with modifiers: ESC [ 1 ; 2 P.
        case UInt8(ascii: "P")...UInt8(ascii: "S"): key = .function(Int(final - UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "~"):
            switch number {
            case 200: return .paste(starts: true, length: length)
            default: key = number.flatMap(Self.tildeKey)
            }
        default: key = nil
        }
        return key.map { .key($0, length: length) } ?? .skip(length)
    }

    /// The VT220 keys: ESC [ n ~.
    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }
}
