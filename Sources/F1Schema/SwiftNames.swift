/// Rules for the names a schema turns into Swift declarations.
package enum SwiftNames {
    /// Words Swift reserves in declarations and expressions; a field or case may not use them.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "async", "some", "any", "consume", "copy", "discard", "borrowing", "consuming",
        "Type", "Protocol",
    ]

    /// Type names the generated code already uses; a declaration may not shadow them.
    package static let reservedTypeNames: Set<String> = [
        "String", "Int", "Double", "Bool", "Date", "URL", "Array", "Dictionary", "Optional",
        "CalendarDate", "TimeOfDay", "LapTime", "Moment", "TimingGap", "ID", "CodingKeys", "Decoder", "Encoder", "Error",
        "Fixtures", "Codable", "Hashable", "Sendable",
    ]

    /// Whether `name` can stand as a Swift identifier without backticks.
    package static func isValidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first == "_" || isASCIILetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || isASCIILetter($0) || isASCIIDigit($0) }
    }

    /// Why `name` cannot be a field or case name, or nil when it can.
    package static func problemWithMemberName(_ name: String, kind: String) -> String? {
        if !isValidIdentifier(name) {
            return "\(Echo.quoted(name)) is not a valid Swift identifier for a \(kind) name (use letters, digits and _, not starting with a digit)"
        }
        if keywords.contains(name) {
            return "\(Echo.quoted(name)) is a Swift keyword and cannot be a \(kind) name"
        }
        return nil
    }

    /// Why `name` cannot be a type name, or nil when it can.
    package static func problemWithTypeName(_ name: String) -> String? {
        if !isValidIdentifier(name) {
            return "\(Echo.quoted(name)) is not a valid Swift type name (use letters, digits and _, not starting with a digit)"
        }
        if keywords.contains(name) { return "\(Echo.quoted(name)) is a Swift keyword and cannot be a type name" }
        if reservedTypeNames.contains(name) { return "\(Echo.quoted(name)) is already a type in generated code; choose another name" }
        if let first = name.unicodeScalars.first, !("A"..."Z").contains(first) {
            return "type name \(Echo.quoted(name)) must start with an uppercase letter"
        }
        return nil
    }

    /// `lowerCamelCase` of a name, for loader functions and coding-key cases.
    package static func lowerCamel(_ name: String) -> String {
        let scalars = Array(name)
        var prefixLength = 0
        while prefixLength < scalars.count, scalars[prefixLength].isUppercase { prefixLength += 1 }
        // "URLs" -> "urls", "MRData" -> "mrData", "Demo" -> "demo".
        let lowered = prefixLength > 1 && prefixLength < scalars.count ? prefixLength - 1 : max(prefixLength, 1)
        return String(scalars.prefix(lowered)).lowercased() + String(scalars.dropFirst(lowered))
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
