import ArgumentParser
import F1UseCases
import Foundation

/// Spoiler-free mode's flags, on every command of every program (through `SourceOptions`):
/// nothing after a moment is shown, in any report.
package struct SpoilerOptions: ParsableArguments {
    package init() {}

    @Flag(
        name: .customLong("spoiler-free"),
        help:
            "Show nothing from the most recent session (qualifying, sprint or race) on: results, standings, charts, live; or set F1KIT_SPOILER_FREE.")
    package var spoilerFree = false

    @Option(
        name: .customLong("spoiler-free-until"),
        help: ArgumentHelp(
            "Show nothing from this moment on: latest, a day (2025-04-13, from its start in UTC) or an instant (2025-04-13T05:00:00Z), +N to reveal N sessions past it.",
            valueName: "moment"))
    package var until: String?

    @Option(
        name: .customLong("reveal"),
        help: ArgumentHelp("Reveal N more sessions past the spoiler-free moment (implies --spoiler-free).", valueName: "n"))
    package var reveal: Int?

    /// The variable that turns the mode on for every run: `1` (or `latest`), or a moment as
    /// `--spoiler-free-until` takes it; empty or `0` leaves it off.
    package static let variable = "F1KIT_SPOILER_FREE"

    package func validate() throws {
        _ = try moment()
    }

    /// The moment the flags (else the environment) choose; nil when the mode is off. A value that
    /// does not parse is one sentence (`ValidationError`).
    package func moment(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SpoilerMoment? {
        var moment: SpoilerMoment?
        if let until {
            guard let parsed = SpoilerMoment(until) else { throw ValidationError("--spoiler-free-until: " + SpoilerMoment.problem(with: until)) }
            moment = parsed
        } else if spoilerFree {
            moment = SpoilerMoment()
        } else if let text = environment[Self.variable], !["", "0", "off", "no", "false"].contains(text.lowercased()) {
            if ["1", "on", "yes", "true"].contains(text.lowercased()) {
                moment = SpoilerMoment()
            } else {
                guard let parsed = SpoilerMoment(text) else { throw ValidationError("\(Self.variable): " + SpoilerMoment.problem(with: text)) }
                moment = parsed
            }
        }
        if let reveal {
            guard (0...SpoilerMoment.revealLimit).contains(reveal) else {
                throw ValidationError("--reveal takes a number of sessions from 0 to \(SpoilerMoment.revealLimit).")
            }
            var revealed = moment ?? SpoilerMoment()
            revealed.revealed = min(revealed.revealed + reveal, SpoilerMoment.revealLimit)
            moment = revealed
        }
        return moment
    }
}

extension DataSource {
    /// `reports` as spoiler-free mode leaves it (the one place every program wraps its source),
    /// or as it is with the mode off. The calendars the moment is found on failing is one
    /// sentence on standard error and `ExitCode.failure`.
    package static func spoilerFree(_ reports: any ReportSource, options: SpoilerOptions, program: String) async throws -> any ReportSource {
        guard let moment = try options.moment() else { return reports }
        do {
            return try await SpoilerFreeSource.wrapping(reports, at: moment)
        } catch {
            Terminal().complain(CommandLineHint.line(for: error, program: program))
            throw ExitCode.failure
        }
    }
}
