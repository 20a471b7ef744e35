import ArgumentParser
import F1CommandLine
import F1Export
import F1UI
import F1UseCases

/// `f1report`: the latest season at a glance.
struct Overview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "overview", abstract: "The latest season at a glance (the default).")

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if output.format == .csv {
            throw ValidationError(
                "The overview holds several tables and CSV holds one: use --format json, or the CSV of f1report season, standings drivers or standings constructors."
            )
        }
    }

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        try await Self.show(environment)
    }

    @MainActor
    static func show(_ environment: AppEnvironment) async throws {
        try await environment.show(.overview)
    }
}

/// `f1report seasons`.
struct Seasons: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "seasons", abstract: "Every season the source holds.")

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        try await Self.show(try await AppEnvironment(output: output, source: source))
    }

    @MainActor
    static func show(_ environment: AppEnvironment) async throws {
        try await environment.show(.seasons)
    }
}

/// `f1report season [YEAR]`.
struct Season: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "season",
        abstract: "A season's calendar: races to come and races run, with winners; --format ics writes every session for a calendar program.",
        aliases: ["calendar"])

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        try await Self.show(environment, year: year?.resolved(in: environment) ?? environment.latestSeason)
    }

    @MainActor
    static func show(_ environment: AppEnvironment, year: Int) async throws {
        try await environment.show(.season(year))
    }
}

/// `f1report champions`: the whole history.
struct Champions: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "champions",
        abstract: "Every drivers' and constructors' champion, with points and wins; with --under, who would have won under other rules.")

    @Option(
        help:
            "Compute every season's champions from the results under its own rules and under these: a season that used them (1991) or a system's id (f1report rules --list)."
    )
    var under: String?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        if let under {
            try await Self.showWhatIf(environment, under: under)
        } else {
            try await Self.show(environment)
        }
    }

    @MainActor
    static func show(_ environment: AppEnvironment) async throws {
        try await environment.show(.champions(under: nil))
    }
}
