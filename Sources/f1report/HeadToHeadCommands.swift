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

/// `f1report head-to-head DRIVER DRIVER [YEAR]`: two drivers compared, teammates or not.
struct HeadToHeadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "head-to-head", abstract: "Two drivers compared in the races both started: qualifying, finishes and points.")

    @Argument(help: "The drivers' ids in the source, as the JSON output gives them (max_verstappen in the demo, alain-prost in f1db).")
    var drivers: [String] = []

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    /// Two ids, then an optional year.
    private var parsed: (first: String, second: String, year: SeasonArgument?)? {
        guard drivers.count == 2 || drivers.count == 3 else { return nil }
        let year = drivers.count == 3 ? SeasonArgument(argument: drivers[2]) : nil
        if drivers.count == 3, year == nil { return nil }
        return (drivers[0], drivers[1], year)
    }

    func validate() throws {
        guard let parsed else { throw ValidationError("Give two drivers' ids, then the season's year if not the latest.") }
        if parsed.first == parsed.second { throw ValidationError("Give two different drivers.") }
    }

    func run() async throws {
        guard let parsed else { throw ValidationError("Give two drivers' ids, then the season's year if not the latest.") }
        let environment = try await AppEnvironment(output: output, source: source)
        let season = parsed.year?.resolved(in: environment) ?? environment.latestSeason
        try await environment.show(.headToHead(season: season, first: Driver.ID(parsed.first), second: Driver.ID(parsed.second)))
    }
}
