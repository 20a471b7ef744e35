import ArgumentParser
import F1CommandLine
import F1Domain
import F1Export
import F1UI
import F1UseCases

/// `f1report driver ID [YEAR]`: the page the terminal app opens from a driver's row.
struct DriverCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "driver", abstract: "A driver's season race by race: finishes, points, and the championship's word on it.")

    @Argument(help: "The driver's id in the source, as the JSON output gives it (max_verstappen in the demo, alain-prost in f1db).")
    var id: String

    @OptionGroup var page: SeasonPageOptions

    func run() async throws {
        try await page.show(.driver(Driver.ID(id)))
    }
}

/// `f1report team ID [YEAR]`: the page the terminal app opens from a team's row.
struct TeamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team", abstract: "A team's season race by race: every car's finish, points, and the championship's word on it.")

    @Argument(help: "The constructor's id in the source, as the JSON output gives it (red_bull in the demo, red-bull in f1db).")
    var id: String

    @OptionGroup var page: SeasonPageOptions

    func run() async throws {
        try await page.show(.constructor(Constructor.ID(id)))
    }
}

/// What the driver's and the team's pages take after the id, and the one way both are shown.
struct SeasonPageOptions: ParsableArguments {
    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    @MainActor
    func show(_ competitor: Competitor) async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        let season = year?.resolved(in: environment) ?? environment.latestSeason
        switch competitor {
        case .driver(let id): try await environment.show(.driverSeason(season: season, driver: id))
        case .constructor(let id): try await environment.show(.constructorSeason(season: season, constructor: id))
        }
    }
}
