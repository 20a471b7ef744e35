import ArgumentParser
import F1CommandLine
import F1Domain
import F1UI
import F1UseCases

extension RecordCount: ExpressibleByArgument {}
extension StreakKind: ExpressibleByArgument {}
extension AgeRecordKind: ExpressibleByArgument {}

/// How many places a record lists, and which races it counts.
struct RecordFilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Count races from this season on.", valueName: "year"))
    var since: Int?

    @Option(help: ArgumentHelp("Count races up to this season.", valueName: "year"))
    var until: Int?

    @Option(help: ArgumentHelp("Count results for this team only (its id: ferrari, red-bull).", valueName: "id"))
    var team: String?

    @Option(help: ArgumentHelp("Count drivers of this nationality only (British, Dutch).", valueName: "adjective"))
    var nationality: String?

    @Option(help: ArgumentHelp("Count races at this circuit only (its id: monza, monaco).", valueName: "id"))
    var circuit: String?

    var filter: RecordFilter {
        RecordFilter(
            since: since, until: until, team: team.map { Constructor.ID($0) }, nationality: nationality, circuit: circuit.map { Circuit.ID($0) })
    }

    func validate() throws {
        for year in [since, until].compactMap(\.self) where !(1950...2100).contains(year) {
            throw ValidationError("--since and --until take a season's year, 1950 or later.")
        }
        if let since, let until, since > until { throw ValidationError("--since must not be after --until.") }
    }
}

struct TopOption: ParsableArguments {
    @Option(help: ArgumentHelp("List the first N places (ties share a place, so more rows may show).", valueName: "N"))
    var top = 10

    func validate() throws {
        guard (1...1000).contains(top) else { throw ValidationError("--top must be between 1 and 1000.") }
    }
}

/// Shows a history question, building the source's index first (with the progress line) when
/// it has none: the records then read the index the lookup keeps open.
func showRecords(_ question: HistoryQuestion, output: OutputOptions, source: SourceOptions) async throws {
    let environment = try await AppEnvironment(output: output, source: source)
    if let history = environment.sources.historyIndex {
        _ = try await source.openHistoryIndex(history, program: F1ReportCommand.programName)
    }
    try await environment.show(.records(question))
}

/// `f1report records wins|poles|...`: career counts of the whole history.
struct RecordsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "records",
        abstract: "The whole history's career records: wins, poles, podiums, fastest laps, points, starts or titles, filtered.",
        discussion: """
            Answered from the history index of an f1db checkout, built first when there is none
            (with --source api, of the seasons the API's cache holds; the demo's own season).
            Points are every point scored, race and sprint, as scored in their era; --under RULES
            scores every season's results under one system instead (f1report rules lists them).
            laps-led is refused: f1db holds no lap-by-lap positions (docs/history-schema.md).
              f1report records wins --team ferrari --top 5 --f1db ~/f1db
            """)

    @Argument(help: ArgumentHelp("What to count: \(RecordCount.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "count"))
    var count: RecordCount

    @Option(help: ArgumentHelp("Points only: score every era under this system (e.g. 2010, 1991).", valueName: "rules"))
    var under: String?

    @OptionGroup var filters: RecordFilterOptions
    @OptionGroup var top: TopOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if under != nil, count != .points { throw ValidationError("--under scores points: use it with records points.") }
    }

    func run() async throws {
        try await showRecords(.counts(count, filters.filter, under: under, top: top.top), output: output, source: source)
    }
}

/// `f1report streaks wins|podiums|points|poles [DRIVER] [--team ID]`.
struct StreaksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "streaks",
        abstract: "The longest runs of consecutive races won, on the podium, in the points or on pole; a driver's own, or a team's.",
        discussion: """
            A streak counts races entered: a race the driver (or team) did not enter neither breaks nor
            lengthens it; a race entered and not counted (a retirement, a failure to qualify) ends it.
            A team's race counts when any of its cars does.
            """)

    @Argument(help: ArgumentHelp("What to count: \(StreakKind.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "kind"))
    var kind: StreakKind

    @Argument(help: ArgumentHelp("A driver's id (max-verstappen in f1db): that driver's longest runs.", valueName: "driver"))
    var driver: String?

    @Option(help: ArgumentHelp("A team's streaks instead (its id: ferrari, red-bull).", valueName: "id"))
    var team: String?

    @OptionGroup var top: TopOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if driver != nil, team != nil { throw ValidationError("Give a driver or --team, not both.") }
    }

    func run() async throws {
        let subject: StreakSubject = driver.map { .driver(Driver.ID($0)) } ?? team.map { .team(Constructor.ID($0)) } ?? .drivers
        try await showRecords(.streaks(kind, subject, top: top.top), output: output, source: source)
    }
}

/// `f1report youngest winners|pole|starters`.
struct YoungestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "youngest", abstract: "The youngest to win, take pole or start a race: each driver's first time, age on race day.")

    @Argument(help: ArgumentHelp("Who: \(AgeRecordKind.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "kind"))
    var kind: AgeRecordKind

    @OptionGroup var top: TopOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        try await showRecords(.ages(kind, youngest: true, top: top.top), output: output, source: source)
    }
}

/// `f1report oldest winners|pole|starters`.
struct OldestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "oldest", abstract: "The oldest to win, take pole or start a race: each driver's last time, age on race day.")

    @Argument(help: ArgumentHelp("Who: \(AgeRecordKind.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "kind"))
    var kind: AgeRecordKind

    @OptionGroup var top: TopOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        try await showRecords(.ages(kind, youngest: false, top: top.top), output: output, source: source)
    }
}

/// `f1report grid-wins`: wins from the lowest grid places.
struct GridWinsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid-wins", abstract: "Races won from the lowest grid places, lowest first (a pit-lane start below every slot).")

    @OptionGroup var filters: RecordFilterOptions
    @OptionGroup var top: TopOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func run() async throws {
        try await showRecords(.gridWins(filters.filter, top: top.top), output: output, source: source)
    }
}
