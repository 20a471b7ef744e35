import F1Domain

/// The moment spoiler-free mode shows the world as of, as a person or an address names it:
/// `latest` (before the most recent session), a day (`2025-04-13`: before it begins, in UTC) or
/// an instant (`2025-04-13T05:00:00Z`), each optionally followed by `+N`, N sessions revealed
/// past it. One syntax for the flags, the environment variable and the web's addresses.
public struct SpoilerMoment: Hashable, Sendable, CustomStringConvertible {
    public enum Base: Hashable, Sendable {
        /// Before the most recent session that has started by the source's clock.
        case latest
        /// Before the day begins, in UTC.
        case day(CalendarDate)
        /// Before this instant.
        case instant(Moment)
    }

    public var base: Base
    /// Sessions with results (qualifying, sprints, races) revealed past the base, one at a time.
    public var revealed: Int

    public init(base: Base = .latest, revealed: Int = 0) {
        self.base = base
        self.revealed = revealed
    }

    /// Most sessions a reveal may count: more than a decade of weekends, and far below overflow.
    public static let revealLimit = 1000

    /// Parses the syntax above; nil for anything else (the caller says why in one sentence).
    public init?(_ text: some StringProtocol) {
        let text = String(text)
        var baseText = Substring(text)
        var revealed = 0
        if let plus = text.firstIndex(of: "+") {
            baseText = text[..<plus]
            let count = text[text.index(after: plus)...]
            guard (1...4).contains(count.utf8.count), count.utf8.allSatisfy({ (48...57).contains($0) }), let number = Int(count),
                (0...Self.revealLimit).contains(number)
            else {
                return nil
            }
            revealed = number
        }
        let base: Base
        if baseText == "latest" {
            base = .latest
        } else if baseText.count == 10, let day = CalendarDate(baseText) {
            base = .day(day)
        } else if baseText.contains("T"), let instant = Moment(iso8601: baseText) {
            base = .instant(instant)
        } else {
            return nil
        }
        self.init(base: base, revealed: revealed)
    }

    /// The text that parses back to this moment, e.g. `latest+2`.
    public var description: String {
        let base =
            switch self.base {
            case .latest: "latest"
            case .day(let day): day.description
            case .instant(let instant): instant.iso8601
            }
        return revealed == 0 ? base : "\(base)+\(revealed)"
    }

    /// The same moment with one session more revealed.
    public var revealingNext: SpoilerMoment {
        SpoilerMoment(base: base, revealed: min(revealed + 1, Self.revealLimit))
    }

    /// The sentence for a moment that does not parse.
    public static func problem(with text: String) -> String {
        "'\(text)' is not a spoiler-free moment: give latest, a day (2025-04-13), or an instant (2025-04-13T05:00:00Z), optionally followed by +N to reveal N sessions."
    }
}
