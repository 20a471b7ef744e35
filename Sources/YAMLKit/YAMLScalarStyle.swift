/// How a scalar was written in the source.
public enum YAMLScalarStyle: Hashable, Sendable, BitwiseCopyable {
    /// Unquoted: `name: Max`.
    case plain
    /// `'Max'`.
    case singleQuoted
    /// `"Max"`.
    case doubleQuoted
    /// A `|` block scalar.
    case literal
    /// A `>` block scalar.
    case folded
}
