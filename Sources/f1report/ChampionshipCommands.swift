import ArgumentParser
import F1CommandLine
import F1Data
import F1Domain
import F1Export
import F1UI
import F1UseCases

extension Champions {
    /// `f1report champions --under RULES`: every season computed twice, by its rules and by `under`.
    @MainActor
    static func showWhatIf(_ environment: AppEnvironment, under: String) async throws {
        try await environment.show(.champions(under: under))
    }
}

/// `f1report championship [YEAR] [--round N] [--constructors] [--under RULES]`.
struct ChampionshipCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "championship",
        abstract: "A championship computed from results: movements, dropped scores, rulings, and what-ifs under other rules.")

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @Option(help: "The table after this round (default: the last round run).")
    var round: Int?

    @Flag(help: "The constructors' championship instead of the drivers'.")
    var constructors = false

    @Option(help: "Also score the season under other rules: a season that used them (1991) or a system's id (f1report rules --list).")
    var under: String?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if let round, round < 1 { throw ValidationError("--round must be 1 or more.") }
    }

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        let season = year?.resolved(in: environment) ?? environment.latestSeason
        try await Self.show(environment, season: season, round: round, under: under, constructors: constructors)
    }

    @MainActor
    static func show(_ environment: AppEnvironment, season: Int, round: Int?, under: String?, constructors: Bool) async throws {
        try await environment.show(.championship(constructors ? .constructors : .drivers, season: season, round: round, under: under))
    }
}

/// `f1report progression [YEAR] [--constructors]`.
struct ProgressionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progression", abstract: "A championship race by race: each entrant's points and position after every round.")

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @Flag(help: "The constructors' championship instead of the drivers'.")
    var constructors = false

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        try await Self.show(environment, season: year?.resolved(in: environment) ?? environment.latestSeason, constructors: constructors)
    }

    @MainActor
    static func show(_ environment: AppEnvironment, season: Int, constructors: Bool) async throws {
        try await environment.show(.progression(constructors ? .constructors : .drivers, season: season))
    }
}

/// `f1report title [YEAR] [--round N]`.
struct TitleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "title", abstract: "Title maths: who can still be champion, and what the leader needs at the next round.")

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @Option(help: "The maths after this round (default: the last round run).")
    var round: Int?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if let round, round < 1 { throw ValidationError("--round must be 1 or more.") }
    }

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        try await Self.show(environment, season: year?.resolved(in: environment) ?? environment.latestSeason, round: round)
    }

    @MainActor
    static func show(_ environment: AppEnvironment, season: Int, round: Int?) async throws {
        try await environment.show(.title(season: season, round: round))
    }
}

/// `f1report rules [YEAR]` and `f1report rules --list`.
struct RulesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "A season's scoring rules, rulings and decisions; --list for every system and its seasons.")

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @Flag(help: "Every scoring system, with the seasons that used it.")
    var list = false

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if list, year != nil { throw ValidationError("Give a season or --list, not both.") }
    }

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        try await Self.show(environment, season: list ? nil : year?.resolved(in: environment) ?? environment.latestSeason)
    }

    @MainActor
    static func show(_ environment: AppEnvironment, season: Int?) async throws {
        try await environment.show(.rules(season: season))
    }
}
