/// Every failure YAMLKit reports: a message about a position in a named input.
///
/// Its description is compiler-shaped (`path:line:column: error: message`) so build tools and
/// editors can show it next to the YAML.
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the input, as given to the parser or decoder.
    public var path: String
    /// Where the problem is.
    public var mark: YAMLMark
    /// One plain sentence, without the position.
    public var message: String

    /// Creates an error at a position in an input.
    public init(path: String, mark: YAMLMark, message: String) {
        self.path = path
        self.mark = mark
        self.message = message
    }

    /// `path:line:column: error: message`.
    public var description: String {
        "\(path):\(mark.line):\(mark.column): error: \(message)"
    }
}
