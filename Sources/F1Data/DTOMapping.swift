/// Failures and helpers of generated DTO-to-domain mappers.
package enum DTOMapping {
    /// A wire value has no domain counterpart.
    package struct UnknownValueError: Error, Hashable, Sendable, CustomStringConvertible {
        package var value: String
        package var typeName: String
        package var field: String

        package var description: String {
            "'\(value)' in \(field) is not a known \(typeName) value"
        }
    }

    /// The enum case whose raw (wire) value is `text`.
    package static func enumValue<T: RawRepresentable>(_ type: T.Type, from text: String) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            throw UnknownValueError(value: text, typeName: String(describing: T.self), field: "the wire data")
        }
        return value
    }

    /// The error for a wire value a derivation table does not list.
    package static func unknownValue(_ value: String, of typeName: String, in field: String) -> UnknownValueError {
        UnknownValueError(value: value, typeName: typeName, field: field)
    }
}
