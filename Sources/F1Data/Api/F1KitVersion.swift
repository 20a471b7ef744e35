/// F1Kit's version: the one place it is written, for the User-Agent the API sees, every program's
/// `--version` and the manual pages.
public enum F1KitVersion {
    public static let current = "0.5.0"
    /// The day `current` was set: the date the manual pages carry, so regenerating them from the
    /// same sources gives the same bytes.
    package static let date = "2026-11-28"
    /// Names F1Kit, its version and where to find it, as the Jolpica API asks of clients.
    public static let userAgent = userAgent(app: nil)

    /// The User-Agent of `app` (e.g. "f1report") built on F1Kit, so the API can tell apps apart.
    public static func userAgent(app: String?) -> String {
        "F1Kit/\(current) (\(app.map { $0 + "; " } ?? "")Swift; +https://github.com/f1kit/f1kit)"
    }

    /// What `--version` prints after the program's name: the version, and the commit it was built
    /// from when the build recorded one (scripts/build-release does).
    package static func text(commit: String?) -> String {
        guard let commit, !commit.isEmpty else { return current }
        return "\(current) (commit \(commit))"
    }
}
