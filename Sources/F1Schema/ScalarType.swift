/// The built-in scalar types of the schema language.
package enum ScalarType: String, CaseIterable, Hashable, Sendable {
    case string = "String"
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    /// A calendar day, written `YYYY-MM-DD`.
    case date = "Date"
    /// A time of day, written `HH:MM[:SS][Z]`: UTC with the `Z`, local time without.
    case timeOfDay = "TimeOfDay"
    /// A duration such as a lap time or gap, written `[h:]m:ss.SSS` or `s.SSS`.
    case lapTime = "LapTime"
    /// An instant, written in ISO 8601 with its offset: `2026-05-03T17:04:02.493000+00:00`.
    case instant = "Instant"
    /// A timing gap: seconds as a number (`1.234`), or laps as text (`+1 LAP`, `+2 LAPS`).
    case gap = "Gap"
    case url = "URL"

    /// The Swift type generated code uses for it.
    package var swiftName: String {
        switch self {
        case .date: "CalendarDate"
        case .instant: "Moment"
        case .gap: "TimingGap"
        default: rawValue
        }
    }

    /// How messages name a value of this type: "expected \(noun), found ...".
    package var noun: String {
        switch self {
        case .string: "a string"
        case .int: "an integer"
        case .double: "a number"
        case .bool: "true or false"
        case .date: "a date like 2024-05-26"
        case .timeOfDay: "a time of day like 15:00 or 13:00:00Z"
        case .lapTime: "a lap time like 1:12.909"
        case .instant: "a date and time like 2026-05-03T17:04:02.493+00:00"
        case .gap: "a gap like 1.234 or +1 LAP"
        case .url: "a URL"
        }
    }
}

/// A resolved field type.
package indirect enum FieldType: Hashable, Sendable, CustomStringConvertible {
    case scalar(ScalarType)
    case entity(String)
    case enumeration(String)
    case dto(String)
    /// A reference by id to an entity, written `Driver.ID`.
    case reference(String)
    case optional(FieldType)
    case array(FieldType)
    case dictionary(FieldType)

    /// The schema spelling, e.g. `[Driver.ID]?`.
    package var description: String {
        switch self {
        case .scalar(let scalar): scalar.rawValue
        case .entity(let name), .enumeration(let name), .dto(let name): name
        case .reference(let name): "\(name).ID"
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[String: \(value)]"
        }
    }

    /// For `[Double?]`, `[Int?]` or `[String?]`, the element's scalar: the lists `missingText:` reads.
    package var missingTextElement: ScalarType? {
        guard case .array(.optional(.scalar(let scalar))) = self, [.double, .int, .string].contains(scalar) else { return nil }
        return scalar
    }

    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    package var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// The DTO inside optionals, arrays and dictionaries, if the type holds one.
    package var innermostDTO: String? {
        switch self {
        case .dto(let name): name
        case .optional(let inner), .array(let inner), .dictionary(let inner): inner.innermostDTO
        default: nil
        }
    }

    /// The type without its outer optional.
    package var unwrapped: FieldType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}
