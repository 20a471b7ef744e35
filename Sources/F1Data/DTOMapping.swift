/// Failures and helpers of generated DTO-to-domain mappers.
public enum DTOMapping {
    /// A wire value has no domain counterpart.
    public struct UnknownValueError: Error, Hashable, Sendable, CustomStringConvertible {
        public var value: String
        public var typeName: String
        public var field: String

        public var description: String {
            "'\(value)' in \(field) is not a known \(typeName) value"
        }
    }

    /// The enum case whose raw (wire) value is `text`.
    public static func enumValue<T: RawRepresentable>(_ type: T.Type, from text: String) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            throw UnknownValueError(value: text, typeName: String(describing: T.self), field: "the wire data")
        }
        return value
    }

    /// The error for a wire value a derivation table does not list.
    public static func unknownValue(_ value: String, of typeName: String, in field: String) -> UnknownValueError {
        UnknownValueError(value: value, typeName: typeName, field: field)
    }
}
