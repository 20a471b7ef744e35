import ArgumentParser
import F1CommandLine
import F1Export
import F1UI
import F1UseCases

/// `f1report next`: the next session and race, in one line, with its weekend's timetable.
struct Next: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "next",
        abstract: "What is next: the session under way or about to start, in your time zone.",
        discussion: """
            Examples:
              f1report next
              f1report next --time-zone America/New_York
              f1report next --f1db ~/f1db --format json
            """)

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        try await AppEnvironment(output: output, source: source).show(.next)
    }
}

/// `f1report weekend [YEAR] [ROUND]`.
struct Weekend: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weekend",
        abstract: "A race weekend's timetable in your time zone, with each session's state and countdown.",
        discussion: """
            Examples:
              f1report weekend                       # the next race weekend
              f1report weekend 2025 4 --time-zone Europe/Monaco
              f1report weekend 2024 6 --f1db ~/f1db  # a sprint weekend
            """,
        aliases: ["schedule", "timetable"])

    @OptionGroup var race: WeekendRound

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        let (season, selector) = race.resolved(in: environment, default: .next)
        try await environment.show(.weekend(season: season, round: selector))
    }
}

/// `f1report qualifying [YEAR] [ROUND] [q1|q2|q3]`.
struct Qualifying: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qualifying",
        abstract: "Qualifying: each segment's times, who went out where, pole and the gap to it.",
        discussion: """
            Every era's format: knockout Q1/Q2/Q3, one or two timed sessions, one lap, aggregate, elimination, four laps.

            Examples:
              f1report qualifying                    # the latest qualifying
              f1report qualifying 2025 3
              f1report qualifying 2021 12 q3 --f1db ~/f1db
              f1report qualifying 2023 12 --source api --offline
            """,
        aliases: ["quali"])

    @OptionGroup var race: WeekendRound

    @Argument(help: "Only check the race had this part: q1, q2 or q3.")
    var segment: SegmentArgument?

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        let (season, selector) = race.resolved(in: environment)
        try await environment.show(.qualifying(season: season, round: selector, segment: segment?.segment))
    }
}

/// `f1report sprint-qualifying [YEAR] [ROUND]`.
struct SprintQualifying: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sprint-qualifying",
        abstract: "A sprint's qualifying (the 2023 sprint shootout).",
        discussion: """
            Examples:
              f1report sprint-qualifying 2025 2
              f1report sprint-qualifying 2024 6 --f1db ~/f1db
            """,
        aliases: ["shootout"])

    @OptionGroup var race: WeekendRound

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        let (season, selector) = race.resolved(in: environment)
        try await environment.show(.sprintQualifying(season: season, round: selector))
    }
}

/// `f1report sprint [YEAR] [ROUND]`.
struct Sprint: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sprint",
        abstract: "A sprint's classification.",
        discussion: """
            Examples:
              f1report sprint                        # the latest sprint
              f1report sprint 2025 2
              f1report sprint 2024 6 --f1db ~/f1db
              f1report sprint 2023 4 --source api
            """)

    @OptionGroup var race: WeekendRound

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        let (season, selector) = race.resolved(in: environment)
        try await environment.show(.sprint(season: season, round: selector))
    }
}

/// `f1report grid [YEAR] [ROUND]`.
struct Grid: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract: "A race's starting grid, with penalties and pit-lane starts.",
        discussion: """
            Examples:
              f1report grid 2025 3
              f1report grid 2021 12 --f1db ~/f1db
            """,
        aliases: ["starting-grid"])

    @OptionGroup var race: WeekendRound

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        let (season, selector) = race.resolved(in: environment)
        try await environment.show(.grid(season: season, round: selector))
    }
}

/// `f1report pitstops [YEAR] [ROUND]`.
struct PitStopsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pitstops",
        abstract: "A race's pit stops: per driver, and every stop in race order.",
        discussion: """
            Examples:
              f1report pitstops 2025 1
              f1report pitstops 2024 6 --f1db ~/f1db
              f1report pitstops 2023 18 --source api
            """,
        aliases: ["pit-stops", "stops"])

    @OptionGroup var race: WeekendRound

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        let environment = try await AppEnvironment(output: output, source: source)
        let (season, selector) = race.resolved(in: environment)
        try await environment.show(.pitStops(season: season, round: selector))
    }
}

/// `[YEAR] [ROUND]` of the weekend commands: the source's latest season, and by default its last
/// weekend that has the session (`weekend` defaults to the next one).
struct WeekendRound: ParsableArguments {
    @Argument(help: "The season's year, or 'current' (the default).")
    var year: SeasonArgument?

    @Argument(help: "The round number, 'last' or 'next'.")
    var round: RoundArgument?

    func resolved(in environment: AppEnvironment, default selector: RoundSelector = .last) -> (season: Int, round: RoundSelector) {
        (year?.resolved(in: environment) ?? environment.latestSeason, round?.selector ?? selector)
    }
}

/// `q1`, `q2` or `q3`.
struct SegmentArgument: ExpressibleByArgument {
    let segment: QualifyingSegment

    init?(argument: String) {
        guard let found = QualifyingSegment.allCases.first(where: { $0.name.lowercased() == argument.lowercased() }) else { return nil }
        segment = found
    }

    static var allValueStrings: [String] { QualifyingSegment.allCases.map { $0.name.lowercased() } }
}
