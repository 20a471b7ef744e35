import ArgumentParser
import F1CommandLine
import F1Domain
import F1Export
import F1UI
import F1UseCases

/// `f1report race YEAR ROUND|last`.
struct Race: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "race",
        abstract: "A race's full results with its pole sitter and sprint winner, or the weekend timetable of a race to come.",
        discussion: """
            Examples:
              f1report race 2025 1
              f1report race 2025 next              # the timetable of the next race weekend
              f1report race 2024 6 --f1db ~/f1db   # a sprint weekend
            """)

    @Argument(help: "The season's year, or 'current'.")
    var year: SeasonArgument

    @Argument(help: "The round number, 'last' for the last race run, or 'next' for the next race.")
    var round: RoundArgument

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        try await Self.show(environment, year: year.resolved(in: environment), round: round.selector)
    }

    /// A race run: its classification, with its pole sitter and sprint winner. A race to come: its
    /// weekend timetable, which is what a fan wants before the weekend.
    @MainActor
    static func show(_ environment: AppEnvironment, year: Int, round: RoundSelector) async throws {
        try await environment.show(.race(season: year, round: round))
    }
}

/// `f1report standings drivers|constructors [YEAR]`.
struct Standings: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "standings", abstract: "The drivers' or constructors' championship.")

    @Argument(help: "Which championship: drivers or constructors.")
    var kind: StandingsScreen.Kind

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        try await Self.show(environment, kind: kind, year: year?.resolved(in: environment) ?? environment.latestSeason)
    }

    @MainActor
    static func show(_ environment: AppEnvironment, kind: StandingsScreen.Kind, year: Int) async throws {
        try await environment.show(.standings(kind, season: year))
    }
}

extension StandingsScreen.Kind: ExpressibleByArgument {}
