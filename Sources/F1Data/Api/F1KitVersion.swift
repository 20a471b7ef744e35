/// F1Kit's version: the one place it is written, for the User-Agent the API sees.
public enum F1KitVersion {
    public static let current = "0.5.0"
    /// Names F1Kit, its version and where to find it, as the Jolpica API asks of clients.
    public static let userAgent = "F1Kit/\(current) (f1report; Swift; +https://github.com/f1kit/f1kit)"
}
