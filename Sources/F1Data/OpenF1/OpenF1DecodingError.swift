import Foundation

/// Why OpenF1's answers could not be read, in a sentence a person can act on.
package enum OpenF1DecodingError: Error, Equatable, CustomStringConvertible {
    case noSession
    /// The answer as a whole is not a list of records: not JSON, cut short, an error object.
    case malformed(endpoint: OpenF1Endpoint, detail: String)
    /// Record `index` (from 0) of `count` does not decode.
    case badRecord(endpoint: OpenF1Endpoint, index: Int, count: Int, detail: String)

    package var description: String {
        switch self {
        case .noSession:
            "OpenF1 gave no session to show: the session key is unknown, or its answer was empty."
        case .malformed(let endpoint, let detail):
            "OpenF1's answer for \(endpoint.path) could not be read (\(detail)); it may have been cut short."
        case .badRecord(let endpoint, _, _, _):
            "OpenF1's answer for \(endpoint.path) \(problem)."
        }
    }

    /// What is wrong, to follow the name of what was read: "has a record that cannot be read: ...".
    package var problem: String {
        switch self {
        case .noSession: "holds no session"
        case .malformed(_, let detail): "cannot be read (\(detail))"
        case .badRecord(_, let index, let count, let detail): "has a record that cannot be read: record \(index + 1) of \(count) (\(detail))"
        }
    }

    package var endpoint: OpenF1Endpoint? {
        switch self {
        case .noSession: nil
        case .malformed(let endpoint, _), .badRecord(let endpoint, _, _, _): endpoint
        }
    }

    /// The decoder's complaint, at its place within the record (the record's own index is said apart).
    static func describe(_ error: DecodingError, body: Data) -> String {
        let (context, what): (DecodingError.Context, String) =
            switch error {
            case .dataCorrupted(let context): (context, "")
            case .keyNotFound(let key, let context): (context, "no '\(key.stringValue)'")
            case .typeMismatch(let type, let context): (context, "expected \(noun(type)), found \(found(context.debugDescription))")
            case .valueNotFound(let type, let context): (context, "expected \(noun(type)), found null")
            @unknown default: (DecodingError.Context(codingPath: [], debugDescription: "\(error)"), "")
            }
        if context.codingPath.isEmpty, case .dataCorrupted = error { return Self.whereBroken(body) }
        let inRecord = context.codingPath.drop { $0.intValue != nil }
        let path = inRecord.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        let message = what.isEmpty ? context.debugDescription : what
        return path.isEmpty ? message : "\(path.hasPrefix(".") ? String(path.dropFirst()) : path): \(message)"
    }

    /// A type as the schema's messages name it: "an integer", not `Int`.
    private static func noun(_ type: Any.Type) -> String {
        if let wire = type as? any WireValue.Type { return wire.wireNoun }
        let name = String(describing: type)
        return name.hasPrefix("Array") ? "a list" : name.hasPrefix("Dictionary") ? "an object" : "a value of another kind"
    }

    /// What Foundation says it found ("but found a string instead"), in the same words.
    private static func found(_ debugDescription: String) -> String {
        guard let match = debugDescription.firstMatch(of: /found (?:an? )?(\w+)/) else { return "something else" }
        switch match.1.lowercased() {
        case "string": return "a string"
        case "number": return "a number"
        case "array": return "a list"
        case "dictionary": return "an object"
        case "bool", "boolean": return "true or false"
        case "null": return "null"
        default: return "something else"
        }
    }

    /// Where a body stops being JSON: "not JSON: it ends after 1200 bytes, in the middle of a
    /// value", "not JSON at line 2, column 6 (byte 15)".
    static func whereBroken(_ body: Data) -> String {
        if body.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return "it is empty" }
        let reason: String
        do {
            _ = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
            return "not a list of records"
        } catch {
            reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        }
        if reason.localizedCaseInsensitiveContains("end of file") {
            return "not JSON: it ends after \(body.count) bytes, in the middle of a value"
        }
        guard let range = reason.range(of: "character "), let offset = Int(reason[range.upperBound...].prefix { $0.isNumber }),
            offset <= body.count
        else {
            return "not JSON" + (reason.isEmpty ? "" : " (\(reason))")
        }
        let before = Array(body.prefix(offset))
        let line = before.filter { $0 == 0x0A }.count + 1
        let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return "not JSON at line \(line), column \(column) (byte \(offset))"
    }
}
