import ArgumentParser
import F1UseCases

/// `--delay`: how far behind live a session followed live is shown, for every program that
/// follows one (a TV picture runs 30–60 s behind the timing).
package struct LiveDelayOption: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("delay"),
        help: ArgumentHelp(
            "With a session followed live: hold everything shown back this long behind live, e.g. 45s, 1m30s or 2m (at most 6h).",
            valueName: "span"))
    package var text: String?

    package func validate() throws {
        guard let text else { return }
        guard let delay = Self.parse(text) else {
            throw ValidationError("--delay must be a span such as 45s, 1m30s, 2m or 90 (seconds), not '\(text)'.")
        }
        guard delay <= LivePlayhead.longestDelay else { throw ValidationError("--delay must be at most 6h, the longest a session runs.") }
    }

    /// The delay asked for; none is no delay. `validate()` has refused anything else.
    package var duration: Duration { text.flatMap(Self.parse).map { min($0, LivePlayhead.longestDelay) } ?? .zero }

    /// "45s", "1m30s", "2m", "1h", "90" (seconds); nil for anything else.
    package static func parse(_ text: String) -> Duration? {
        if let seconds = Int(text), seconds >= 0, seconds <= 86_400 { return .seconds(seconds) }
        var total = 0
        var digits = ""
        var units: Set<Character> = []
        for character in text.lowercased() {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            let scale: Int
            switch character {
            case "h": scale = 3600
            case "m": scale = 60
            case "s": scale = 1
            default: return nil
            }
            // Each unit once, largest first, with digits before it.
            guard let value = Int(digits), value <= 86_400, units.insert(character).inserted else { return nil }
            if character == "h", units.count > 1 { return nil }
            if character == "m", units.contains("s") { return nil }
            total += value * scale
            digits = ""
        }
        guard digits.isEmpty, !units.isEmpty, total <= 86_400 else { return nil }
        return .seconds(total)
    }
}
