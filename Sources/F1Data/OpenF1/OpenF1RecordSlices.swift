import Foundation

/// The bytes of each record of an OpenF1 answer, as the API sent them, so a recording keeps what
/// arrived rather than a re-encoding. Called only on an answer that has decoded, so the body is
/// valid JSON: one scan tracking strings and depth is enough.
enum OpenF1RecordSlices {
    /// Each top-level element of a JSON array (or the one object of a single-object body), in
    /// order; nil when the body is neither.
    static func records(of body: Data) -> [Data]? {
        // Slices of the body share its bytes: nothing is copied until a record is written.
        ranges(of: body)?.map { body[body.startIndex + $0.lowerBound..<body.startIndex + $0.upperBound] }
    }

    /// The records after the first `skipped`, through the last, as one slice of the body: their
    /// bytes and the separators between them, as the API sent them. Only the skipped records are
    /// scanned, so a round whose new records end its answer costs the overlap, not the answer.
    /// Nil when the body is not a list; empty when nothing follows the skipped records.
    static func records(of body: Data, after skipped: Int) -> Data? {
        let range = body.withUnsafeBytes { raw -> Range<Int>? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var end = bytes.count
            while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
            guard end > 0, bytes[end - 1] == UInt8(ascii: "]") else { return nil }
            end -= 1
            var index = 0
            while index < end, isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            var passed = 0
            while true {
                while index < end, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ",") { index += 1 }
                guard passed < skipped else { break }
                guard index < end, let next = endOfValue(bytes, from: index), next <= end else { return nil }
                index = next
                passed += 1
            }
            while end > index, isSpace(bytes[end - 1]) { end -= 1 }
            return index..<end
        }
        return range.map { body[body.startIndex + $0.lowerBound..<body.startIndex + $0.upperBound] }
    }

    /// Where each record lies, as offsets into the body.
    private static func ranges(of body: Data) -> [Range<Int>]? {
        body.withUnsafeBytes { raw -> [Range<Int>]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "{") {
                guard let end = endOfValue(bytes, from: index) else { return nil }
                return [index..<end]
            }
            guard bytes[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            var records: [Range<Int>] = []
            while index < bytes.count {
                let byte = bytes[index]
                if isSpace(byte) || byte == UInt8(ascii: ",") {
                    index += 1
                } else if byte == UInt8(ascii: "]") {
                    return records
                } else {
                    guard let end = endOfValue(bytes, from: index) else { return nil }
                    records.append(index..<end)
                    index = end
                }
            }
            return nil
        }
    }

    /// Where the value starting at `start` ends (one past its last byte).
    private static func endOfValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                    if depth < 0 { return index }
                case UInt8(ascii: ","):
                    if depth == 0 { return index }
                default:
                    // A bare number, true, false or null ends at a separator or a space.
                    if depth == 0, isSpace(byte) { return index }
                }
            }
            index += 1
        }
        return depth == 0 && !inString ? index : nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
