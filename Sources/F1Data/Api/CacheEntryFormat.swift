import Foundation

/// The bytes of a cache file: one header line, then the response body as received.
///
///     f1kit-cache 2 <fetched at, ms since 1970> <body length> <key> <FNV-1a 64, hex>\n<body>
///
/// The checksum covers the fetch time, the length and the key as well as the body: everything
/// that decides whether and for which request an entry is served, so an edited date or an entry
/// copied to another request's name reads as damaged. Version 1 left the time outside it; its
/// entries are read as absent and replaced by the next fetch.
enum CacheEntryFormat {
    static let prefix = "f1kit-cache "
    static let version = 2
    /// The largest entry read: the API's biggest pages are a few hundred kilobytes.
    static let sizeLimit = 64 * 1_048_576

    enum Decoded {
        case entry(body: Data, fetchedAt: Date, key: String)
        /// A cache file of another format version.
        case otherVersion
        /// Starts like a cache file but does not check out: torn, truncated or edited.
        case damaged
        /// Not a cache file at all.
        case foreign
    }

    static func encode(body: Data, fetchedAt: Date, key: String) -> Data {
        // trap-ok: fetchedAt is the time of a fetch, now, not a value read from outside.
        let milliseconds = Int64((fetchedAt.timeIntervalSince1970 * 1000).rounded())
        let sealed = "\(milliseconds) \(body.count) \(key)"
        var data = Data("\(prefix)\(version) \(sealed) \(String(checksum(sealed, body), radix: 16))\n".utf8)
        data.append(body)
        return data
    }

    static func decode(_ data: Data) -> Decoded {
        guard data.starts(with: Data(prefix.utf8)) else { return .foreign }
        guard let newline = data.prefix(1024).firstIndex(of: UInt8(ascii: "\n")) else { return .damaged }
        let fields = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count >= 2, let version = Int(fields[1]) else { return .damaged }
        guard version == Self.version else { return .otherVersion }
        guard fields.count == 6, let milliseconds = Int64(fields[2]), let length = Int(fields[3]),
            let sum = UInt64(fields[5], radix: 16)
        else { return .damaged }
        let body = Data(data[(newline + 1)...])
        let sealed = fields[2...4].joined(separator: " ")
        guard body.count == length, checksum(sealed, body) == sum else { return .damaged }
        return .entry(body: body, fetchedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000), key: String(fields[4]))
    }

    /// FNV-1a over the sealed header fields, a newline and the body: enough to notice a torn
    /// write, a flipped byte or a hand-edited header; not a defence against a forger who reads this.
    static func checksum(_ sealed: String, _ body: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        }
        mix(sealed.utf8)
        mix(CollectionOfOne(UInt8(ascii: "\n")))
        mix(body)
        return hash
    }
}
