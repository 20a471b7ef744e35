import Foundation

/// A JSON value read loosely, for checks that walk an export: a missing key or index is `.absent`
/// rather than a trap, and every number reads as a `Double`.
struct JSONValue {
    let raw: Any?

    init(_ raw: Any?) {
        self.raw = raw is NSNull ? nil : raw
    }

    /// The JSON text parsed; `.absent` when it is not JSON.
    init(parsing text: String) {
        self.init(try? JSONSerialization.jsonObject(with: Data(text.utf8)))
    }

    subscript(key: String) -> JSONValue {
        JSONValue((raw as? [String: Any])?[key])
    }

    var array: [JSONValue] { (raw as? [Any])?.map(JSONValue.init) ?? [] }
    var string: String? { raw as? String }
    var number: Double? { (raw as? NSNumber).map(\.doubleValue) }
    var bool: Bool? { raw as? Bool }
    var isAbsent: Bool { raw == nil }

    /// A whole number as it is written ("3"), for values a document shows as integers.
    var integer: String? { number.flatMap { Int(exactly: $0) }.map(String.init) }
}
