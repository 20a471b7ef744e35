/// A size a person gives or reads: `200MB`, `1GB`, `512KiB`, or bytes.
package enum RecordingSize {
    private static let units: [(suffix: String, bytes: Int)] = [
        ("KIB", 1 << 10), ("MIB", 1 << 20), ("GIB", 1 << 30), ("KB", 1_000), ("MB", 1_000_000), ("GB", 1_000_000_000), ("K", 1_000),
        ("M", 1_000_000), ("G", 1_000_000_000), ("B", 1),
    ]

    /// Bytes, or nil for text that is not a size of at least one byte.
    package static func bytes(_ text: String) -> Int? {
        let upper = text.uppercased().filter { $0 != " " }
        let unit = units.first { upper.hasSuffix($0.suffix) } ?? (suffix: "", bytes: 1)
        guard let number = Double(upper.dropLast(unit.suffix.count)), number.isFinite, number > 0 else { return nil }
        let bytes = number * Double(unit.bytes)
        guard bytes >= 1, bytes < 1e18 else { return nil }
        return Int(bytes)  // trap-ok: checked below 1e18
    }

    /// "1 GB", "200 MB", "5000 bytes".
    package static func text(_ bytes: Int) -> String {
        for (unit, size) in [("GB", 1_000_000_000), ("MB", 1_000_000), ("kB", 1_000)] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size) \(unit)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
