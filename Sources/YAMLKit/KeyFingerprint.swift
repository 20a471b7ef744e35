/// A cheap summary of a mapping key's text, for ruling out equality without comparing bytes.
enum KeyFingerprint {
    /// Length, first and last byte: rarely equal for different keys.
    @inline(__always)
    static func of(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let last = text.last else { return 0 }
        return UInt32(truncatingIfNeeded: text.count) << 16 | UInt32(text[0]) << 8 | UInt32(last)
    }

    /// One of 64 bits for a fingerprint: a mapping's keys OR-ed together make a filter in which
    /// a key whose bit is clear is certainly absent.
    @inline(__always)
    static func filterBit(_ fingerprint: UInt32) -> UInt64 {
        UInt64(1) << ((fingerprint &* 0x9E37_79B1) >> 26)
    }
}
