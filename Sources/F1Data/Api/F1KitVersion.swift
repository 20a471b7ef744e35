/// F1Kit's version: the one place it is written, for the User-Agent the API sees.
public enum F1KitVersion {
    public static let current = "0.5.0"
    /// Names F1Kit, its version and where to find it, as the Jolpica API asks of clients.
    public static let userAgent = userAgent(app: nil)

    /// The User-Agent of `app` (e.g. "f1report") built on F1Kit, so the API can tell apps apart.
    public static func userAgent(app: String?) -> String {
        "F1Kit/\(current) (\(app.map { $0 + "; " } ?? "")Swift; +https://github.com/f1kit/f1kit)"
    }
}
