import F1Domain
import Foundation

/// A scalar that wire formats may write as a string: `"26"`, `"2023-07-02"`, `"1:07.012"`.
public protocol WireValue: Codable, Sendable {
    /// Parses the value's wire text; nil when it is not one.
    init?(wireText: String)
    /// The text a wire format writes for it.
    var wireText: String { get }
    /// How messages name the type: "expected \(noun) ...".
    static var wireNoun: String { get }
    /// Whether the value is always written as a string, whatever the DTO's scalar encoding.
    static var isAlwaysText: Bool { get }
}

extension WireValue {
    public static var isAlwaysText: Bool { true }
}

extension Int: WireValue {
    public init?(wireText: String) { self.init(wireText) }
    public var wireText: String { String(self) }
    public static var wireNoun: String { "an integer" }
    public static var isAlwaysText: Bool { false }
}

extension Double: WireValue {
    public init?(wireText: String) {
        guard !wireText.isEmpty, !wireText.contains(where: \.isWhitespace) else { return nil }
        self.init(wireText)
    }

    /// Whole numbers without a fraction (`26`, not `26.0`), as the Ergast API writes points.
    public var wireText: String {
        if abs(self) < 1e15, let whole = Int(exactly: self) { return String(whole) }
        return String(self)
    }

    public static var wireNoun: String { "a number" }
    public static var isAlwaysText: Bool { false }
}

extension Bool: WireValue {
    public init?(wireText: String) {
        switch wireText {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }

    public var wireText: String { self ? "true" : "false" }
    public static var wireNoun: String { "true or false" }
    public static var isAlwaysText: Bool { false }
}

extension String: WireValue {
    public init?(wireText: String) { self = wireText }
    public var wireText: String { self }
    public static var wireNoun: String { "a string" }
}

extension URL: WireValue {
    public init?(wireText: String) { self.init(string: wireText) }
    public var wireText: String { absoluteString }
    public static var wireNoun: String { "a URL" }
}

extension CalendarDate: WireValue {
    public init?(wireText: String) { self.init(wireText) }
    public var wireText: String { description }
    public static var wireNoun: String { "a date like 2024-05-26" }
}

extension TimeOfDay: WireValue {
    public init?(wireText: String) { self.init(wireText) }
    public var wireText: String { description }
    public static var wireNoun: String { "a time of day like 13:00:00Z" }
}

extension LapTime: WireValue {
    public init?(wireText: String) { self.init(wireText) }
    public var wireText: String { description }
    public static var wireNoun: String { "a lap time like 1:12.909" }
}
