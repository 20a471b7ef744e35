import Foundation

/// The bytes of a cache file: one header line, then the response body as received.
///
///     f1kit-cache 1 <fetched at, ms since 1970> <body length> <FNV-1a 64 of the body, hex>\n<body>
enum CacheEntryFormat {
    static let magic = "f1kit-cache 1"

    static func encode(body: Data, fetchedAt: Date) -> Data {
        // trap-ok: fetchedAt is the time of a fetch, now, not a value read from outside.
        let milliseconds = Int64((fetchedAt.timeIntervalSince1970 * 1000).rounded())
        var data = Data("\(magic) \(milliseconds) \(body.count) \(String(checksum(body), radix: 16))\n".utf8)
        data.append(body)
        return data
    }

    /// The entry, or nil when the header is missing or the body does not match it.
    static func decode(_ data: Data) -> ApiCache.Entry? {
        guard let newline = data.prefix(128).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let fields = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 5, fields[0...1].joined(separator: " ") == magic,
              let milliseconds = Int64(fields[2]), let length = Int(fields[3]), let sum = UInt64(fields[4], radix: 16)
        else { return nil }
        let body = Data(data[(newline + 1)...])
        guard body.count == length, checksum(body) == sum else { return nil }
        return ApiCache.Entry(body: body, fetchedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }

    /// FNV-1a: enough to notice a torn write or a flipped byte; not a defence against tampering.
    static func checksum(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
