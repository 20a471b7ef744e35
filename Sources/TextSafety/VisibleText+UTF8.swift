extension VisibleText {
    /// Whether a UTF-8 byte may start the encoding of a hidden scalar: writers that work on bytes
    /// look no further at any other byte (a test holds this to `isHidden` for every scalar).
    package static func mayStartHidden(_ byte: UInt8) -> Bool {
        switch byte {
        // C0 and DEL; C2 starts C1; D8 starts U+061C; E2 the marks, separators and overrides;
        // EF the non-characters of the first plane; F0...F4 those of the others.
        case 0x00...0x1F, 0x7F, 0xC2, 0xD8, 0xE2, 0xEF, 0xF0...0xF4: true
        default: false
        }
    }

    /// The length in bytes of the hidden scalar that starts at `index` of valid UTF-8, or 0 when
    /// the scalar there is shown.
    package static func hiddenLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]  // trap-ok: a caller's index inside bytes.
        guard mayStartHidden(lead) else { return 0 }
        let length =
            switch lead {
            case 0x00...0x7F: 1
            case 0xC0...0xDF: 2
            case 0xE0...0xEF: 3
            default: 4
            }
        guard index + length <= bytes.endIndex else { return 0 }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)  // trap-ok: within length, checked above.
        }
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        return isHidden(scalar) ? length : 0
    }
}
