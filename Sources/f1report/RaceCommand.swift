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
        let environment = try AppEnvironment(output: output, source: source)
        try await Self.show(environment, year: year.resolved(in: environment), round: round.selector)
    }

    /// A race run: its classification, with its pole sitter and sprint winner. A race to come: its
    /// weekend timetable, which is what a fan wants before the weekend.
    @MainActor
    static func show(_ environment: AppEnvironment, year: Int, round: RoundSelector) async throws {
        if round == .next { return try await environment.showWeekend(season: year, round: .next) }
        let load = LoadRaceResults(repository: environment.races)
        let context = LoadRaceWeekend(races: environment.races, weekend: environment.weekend, now: environment.now)
        let screen = RaceResultsScreen(
            season: year, round: round, format: environment.format, loadResults: { try await load(season: $0, round: $1) },
            loadWeekend: { race, results in try? await context.weekend(of: race, classified: results) })
        await screen.load()
        if case .lookup(.raceNotRun(_, let number, _)) = screen.state.failure?.reason {
            return try await environment.showWeekend(season: year, round: .round(number))
        }
        try environment.emit(screen.state, environment.builder.race) {
            RaceResultsExport(results: $0.results, weekend: $0.weekend, source: environment.exportSource)
        }
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
        let environment = try AppEnvironment(output: output, source: source)
        try await Self.show(environment, kind: kind, year: year?.resolved(in: environment) ?? environment.latestSeason)
    }

    @MainActor
    static func show(_ environment: AppEnvironment, kind: StandingsScreen.Kind, year: Int) async throws {
        let load = LoadStandings(races: environment.races, standings: environment.standings)
        // The screen keeps the table it was made from; an empty one only if it ever did not.
        switch kind {
        case .drivers:
            let screen = StandingsScreen(season: year, format: environment.format, loadDrivers: { try await load.drivers(season: $0) })
            try await environment.show(screen, environment.builder.drivers) {
                DriverStandingsExport(
                    table: $0.driverTable ?? DriverStandingsTable(season: year, round: $0.round, driverStandings: []),
                    source: environment.exportSource)
            }
        case .constructors:
            let screen = StandingsScreen(season: year, format: environment.format, loadConstructors: { try await load.constructors(season: $0) })
            try await environment.show(screen, environment.builder.constructors) {
                ConstructorStandingsExport(
                    table: $0.constructorTable ?? ConstructorStandingsTable(season: year, round: $0.round, constructorStandings: []),
                    source: environment.exportSource)
            }
        }
    }
}

extension StandingsScreen.Kind: ExpressibleByArgument {}
