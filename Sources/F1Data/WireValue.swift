import F1Domain
import Foundation

/// A scalar that wire formats may write as a string: `"26"`, `"2023-07-02"`, `"1:07.012"`.
package protocol WireValue: Codable, Sendable {
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
    package static var isAlwaysText: Bool { true }
}

extension Int: WireValue {
    package init?(wireText: String) { self.init(wireText) }
    package var wireText: String { String(self) }
    package static var wireNoun: String { "an integer" }
    package static var isAlwaysText: Bool { false }
}

extension Double: WireValue {
    package init?(wireText: String) {
        guard !wireText.isEmpty, !wireText.contains(where: \.isWhitespace) else { return nil }
        self.init(wireText)
    }

    /// Whole numbers without a fraction (`26`, not `26.0`), as the Ergast API writes points.
    package var wireText: String {
        if abs(self) < 1e15, let whole = Int(exactly: self) { return String(whole) }
        return String(self)
    }

    package static var wireNoun: String { "a number" }
    package static var isAlwaysText: Bool { false }
}

extension Bool: WireValue {
    package init?(wireText: String) {
        switch wireText {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }

    package var wireText: String { self ? "true" : "false" }
    package static var wireNoun: String { "true or false" }
    package static var isAlwaysText: Bool { false }
}

extension String: WireValue {
    package init?(wireText: String) { self = wireText }
    package var wireText: String { self }
    package static var wireNoun: String { "a string" }
}

extension URL: WireValue {
    package init?(wireText: String) { self.init(string: wireText) }
    package var wireText: String { absoluteString }
    package static var wireNoun: String { "a URL" }
}

extension CalendarDate: WireValue {
    package init?(wireText: String) { self.init(wireText) }
    package var wireText: String { description }
    package static var wireNoun: String { "a date like 2024-05-26" }
}

extension TimeOfDay: WireValue {
    package init?(wireText: String) { self.init(wireText) }
    package var wireText: String { description }
    package static var wireNoun: String { "a time of day like 13:00:00Z" }
}

extension LapTime: WireValue {
    package init?(wireText: String) { self.init(wireText) }
    package var wireText: String { description }
    package static var wireNoun: String { "a lap time like 1:12.909" }
}

extension Moment: WireValue {
    package init?(wireText: String) { self.init(iso8601: wireText) }
    package var wireText: String { iso8601 }
    package static var wireNoun: String { "a date and time like 2026-05-03T17:04:02.493+00:00" }
}

extension TimingGap: WireValue {
    package init?(wireText: String) { self.init(wireText) }
    package var wireText: String { description }
    package static var wireNoun: String { "a gap like 1.234 or \"+1 LAP\"" }
    /// A gap in seconds arrives as a number, a gap in laps as text: `Decodable` takes both.
    package static var isAlwaysText: Bool { false }
}
