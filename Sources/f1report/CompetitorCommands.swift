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

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try AppEnvironment(output: output, source: source)
        let season = year?.resolved(in: environment) ?? environment.latestSeason
        let load = LoadCompetitorSeason(repository: environment.races, standings: environment.standings)
        let screen = await CompetitorSeasonScreen(season: season, driver: Driver.ID(id), format: environment.format, router: nil) {
            try await load.driver($1, season: $0)
        }
        try await environment.show(screen, environment.builder.competitorSeason) { content -> any ExportDocument in
            // The screen was made for a driver, so its content holds the driver's season.
            DriverSeasonExport(season: content.driverSeason!, source: environment.exportSource)  // trap-ok: a driver screen's content
        }
    }
}

/// `f1report team ID [YEAR]`: the page the terminal app opens from a team's row.
struct TeamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team", abstract: "A team's season race by race: every car's finish, points, and the championship's word on it.")

    @Argument(help: "The constructor's id in the source, as the JSON output gives it (red_bull in the demo, red-bull in f1db).")
    var id: String

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try AppEnvironment(output: output, source: source)
        let season = year?.resolved(in: environment) ?? environment.latestSeason
        let load = LoadCompetitorSeason(repository: environment.races, standings: environment.standings)
        let screen = await CompetitorSeasonScreen(season: season, constructor: Constructor.ID(id), format: environment.format, router: nil) {
            try await load.constructor($1, season: $0)
        }
        try await environment.show(screen, environment.builder.competitorSeason) { content -> any ExportDocument in
            TeamSeasonExport(season: content.constructorSeason!, source: environment.exportSource)  // trap-ok: a team screen's content
        }
    }
}
