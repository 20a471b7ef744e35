/// The stylesheet and the script every page links, as text f1web serves from memory. Both are
/// addressed with `?v=version`, a hash of their text, so f1web can mark them immutable and a
/// new build's page still fetches the new files.
package enum WebAssets {
    package static let stylesheetPath = "/assets/f1web.css"
    package static let scriptPath = "/assets/f1web.js"

    /// FNV-1a of both texts as eight hex digits: the same on every machine and every run, and
    /// usable as the files' ETag.
    package static let version = fnv1a(stylesheet + "\u{0}" + script)

    /// The stylesheet's address in a page: "/assets/f1web.css?v=1a2b3c4d".
    package static var stylesheetURL: String { stylesheetPath + "?v=" + version }
    /// The script's address in a page: "/assets/f1web.js?v=1a2b3c4d".
    package static var scriptURL: String { scriptPath + "?v=" + version }

    /// The 32-bit FNV-1a hash of `text`'s UTF-8, as eight lower-case hex digits.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
