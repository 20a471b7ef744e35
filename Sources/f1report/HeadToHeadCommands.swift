import ArgumentParser
import F1CommandLine
import F1Domain
import F1UI

/// `f1report teammates [YEAR]`: every team's drivers compared.
struct TeammatesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "teammates",
        abstract: "Every team's drivers head to head: who qualified ahead, who finished ahead when both were classified, and their points.")

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        try await environment.show(.teammates(season: year?.resolved(in: environment) ?? environment.latestSeason))
    }
}

/// `f1report head-to-head DRIVER DRIVER [YEAR|career]`: two drivers compared, teammates or not,
/// in one season or across their careers.
struct HeadToHeadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "head-to-head",
        abstract: "Two drivers compared in the races both started: qualifying, finishes and points, in one season or across their careers.",
        discussion: """
            After the two ids: a season's year, 'current', or 'career' (every season both started a
            race in, a line per season, and the career's totals). With neither, the latest season.

            Examples:
              f1report head-to-head max_verstappen leclerc
              f1report head-to-head lewis-hamilton nico-rosberg 2016 --f1db ~/f1db
              f1report head-to-head lewis-hamilton fernando-alonso career --f1db ~/f1db
            """)

    @Argument(
        help:
            "The drivers' ids in the source, as the JSON output gives them (max_verstappen in the demo, alain-prost in f1db), then the season's year or 'career'."
    )
    var drivers: [String] = []

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    /// What comes after the two drivers.
    private enum Span {
        case season(SeasonArgument?)
        case career
    }

    private static let usage = "Give two drivers' ids, then the season's year or 'career' if not the latest season."

    /// Two ids, then an optional year or `career`.
    private var parsed: (first: String, second: String, span: Span)? {
        guard drivers.count == 2 || drivers.count == 3 else { return nil }
        guard drivers.count == 3 else { return (drivers[0], drivers[1], .season(nil)) }
        if drivers[2].lowercased() == "career" { return (drivers[0], drivers[1], .career) }
        guard let year = SeasonArgument(argument: drivers[2]) else { return nil }
        return (drivers[0], drivers[1], .season(year))
    }

    func validate() throws {
        guard let parsed else { throw ValidationError(Self.usage) }
        if parsed.first == parsed.second { throw ValidationError("Give two different drivers.") }
    }

    func run() async throws {
        guard let parsed else { throw ValidationError(Self.usage) }
        let environment = try await AppEnvironment(output: output, source: source)
        let (first, second) = (Driver.ID(parsed.first), Driver.ID(parsed.second))
        switch parsed.span {
        case .career:
            try await environment.show(.headToHeadCareer(first: first, second: second))
        case .season(let year):
            try await environment.show(.headToHead(season: year?.resolved(in: environment) ?? environment.latestSeason, first: first, second: second))
        }
    }
}
