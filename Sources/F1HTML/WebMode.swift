import F1UseCases

/// How a page is shown and its links written: as it is, or spoiler-free as of a moment. The
/// mode travels in the address, not in a cookie: "/spoiler-free/latest+1/2025/standings/drivers"
/// is the standings page spoiler-free with one session revealed, and every link written on it
/// (by `link(_:)`) keeps the prefix, so a person never leaves the mode by following one.
package struct WebMode: Hashable, Sendable {
    /// The moment nothing from which on is shown; nil shows everything.
    package var moment: SpoilerMoment?
    /// Whether the address carries the mode, so links must too; a server started spoiler-free
    /// shows its moment at unprefixed addresses.
    package var inPath: Bool

    package init(moment: SpoilerMoment? = nil, inPath: Bool = false) {
        self.moment = moment
        self.inPath = inPath
    }

    /// Everything shown, links as they are.
    package static let normal = WebMode()

    /// The first segment of a spoiler-free address.
    package static let prefix = "spoiler-free"

    /// `path` as a link on a page in this mode writes it.
    package func link(_ path: WebPath) -> WebPath {
        guard inPath, let moment else { return path }
        return Self.path(path, at: moment)
    }

    /// `path` under `moment`'s prefix: "/spoiler-free/latest/2025".
    package static func path(_ path: WebPath, at moment: SpoilerMoment) -> WebPath {
        let prefix = "/" + Self.prefix + "/" + WebPath.encoded(moment.description)
        return WebPath(path: prefix + (path.path == "/" ? "" : path.path), query: path.query)
    }

    /// The same page with one session more revealed (a prefixed address, whatever this one is).
    package func revealingNext(_ path: WebPath) -> WebPath? {
        moment.map { Self.path(path, at: $0.revealingNext) }
    }

    /// The mode an address's path names, and the rest of the path: a spoiler-free prefix is cut
    /// off (its moment must parse, else a refusal saying why); any other path is `fallback`'s.
    package static func read(_ path: Substring, fallback: WebMode) throws(WebAddress.Refusal) -> (mode: WebMode, rest: Substring) {
        // "", "spoiler-free", then "latest" or "latest/2025/...".
        let parts = path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].isEmpty, parts[1] == Self.prefix else { return (fallback, path) }
        let rest = parts[2]
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let text = WebPath.decoded(rest[..<slash], plusIsSpace: false) ?? String(rest[..<slash])
        guard let moment = SpoilerMoment(text) else {
            // The text is the client's: no more of it than a sentence can carry.
            throw .badMoment(SpoilerMoment.problem(with: text.count <= 40 ? text : text.prefix(40) + "…"))
        }
        return (WebMode(moment: moment, inPath: true), slash == rest.endIndex ? "/" : rest[slash...])
    }
}
