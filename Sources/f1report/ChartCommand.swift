import ArgumentParser
import F1Charts
import F1CommandLine
import F1Data
import F1Domain
import F1Report
import F1UI
import F1UseCases
import Foundation

extension Chart.Kind: ExpressibleByArgument {}
extension SVGChartStyle.Theme: ExpressibleByArgument {}

/// `f1report chart KIND [YEAR] [ROUND]`: a picture of a championship, a race or a qualifying.
struct ChartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart", abstract: "A chart: the championship round by round, a race lap by lap, or qualifying.",
        discussion: """
            KIND is progression (points after every round), positions (a lap chart), gaps (to the
            leader), tyres (stints), laptimes or qualifying (gaps to pole). Text draws the chart in the
            terminal; svg writes a standalone picture for a file or a web page.

            Lap charts need lap times: the demo's races, --source api (1996 on; no tyres), or a recorded
            OpenF1 session with --replay DIR (tyres and safety cars included). f1db has no lap times.

            Examples:
              f1report chart positions
              f1report chart progression 2021 --f1db ~/f1db --format svg --output 2021.svg
              f1report chart gaps --replay ~/openf1/2026-miami-race --drivers ANT,NOR,PIA
              f1report chart tyres --replay ~/openf1/2026-miami-race --format svg --theme dark
              f1report chart laptimes 2023 9 --source api --drivers VER,PER
              f1report chart qualifying 2021 12 --f1db ~/f1db
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// Drawn in the terminal.
        case text
        case svg
        /// The chart's values as a text table: for a screen reader, a pipe, or a spreadsheet by hand.
        case table
    }

    @Argument(help: "progression, positions, gaps, tyres, laptimes or qualifying.")
    var kind: Chart.Kind

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @Argument(help: "The round, or 'last' (the default) for the last race run.")
    var round: RoundArgument?

    @Option(help: ArgumentHelp("Draw the lap charts from a recorded OpenF1 session (a folder of its answers).", valueName: "dir"))
    var replay: String?

    @Option(help: "text (drawn in the terminal), svg, or table (the values the chart draws).")
    var format: Format = .text

    @Option(help: ArgumentHelp("Write the chart to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "With progression: the constructors' championship.")
    var constructors = false

    @Option(help: ArgumentHelp("Whom to show, by code, id or surname: VER,NOR.", valueName: "list"))
    var drivers: String?

    @Option(help: "Width: pixels for svg (default 960), columns for text (default: the terminal's).")
    var width: Int?

    @Option(help: "Height: pixels for svg (default 540), rows for text (default: the terminal's, at most 40).")
    var height: Int?

    @Option(help: "The svg's colours: light or dark.")
    var theme: SVGChartStyle.Theme = .light

    @Option(help: "Colour in the terminal: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @OptionGroup var source: SourceOptions

    func validate() throws {
        if let width, !(10...10_000).contains(width) { throw ValidationError("--width must be between 10 and 10000.") }
        if let height, !(5...10_000).contains(height) { throw ValidationError("--height must be between 5 and 10000.") }
        if replay != nil, [.progression, .qualifying].contains(kind) {
            throw ValidationError("--replay draws the lap charts (positions, gaps, tyres, laptimes); \(kind.rawValue) reads the source's results.")
        }
        if constructors, kind != .progression { throw ValidationError("--constructors is for the progression chart.") }
    }

    func run() async throws {
        let environment = try AppEnvironment(output: try OutputOptions.parse(["--color", color.rawValue]), source: source)
        let wanted = drivers.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        let document: ReportDocument
        do {
            document = try await load(environment, wanted: wanted)
        } catch {
            environment.terminal.complain(environment.hint(for: error))
            throw ExitCode.failure
        }
        try write(document, environment: environment)
    }

    private func load(_ environment: AppEnvironment, wanted: [String]?) async throws -> ReportDocument {
        let season = year?.resolved(in: environment) ?? environment.latestSeason
        switch kind {
        case .progression:
            let report = try await environment.loadChampionship().report(season: season)
            let content = ProgressionScreen.makeContent(from: report, kind: constructors ? .constructors : .drivers, format: environment.format)
            try Self.check(wanted, in: content)
            return environment.builder.progression(content, showing: wanted)
        case .qualifying:
            let race = try await LoadRaceResults(repository: environment.races)(season: season, round: round?.selector ?? .last).race
            var document = environment.builder.qualifyingChart(try await environment.weekend.qualifying(season: season, round: race.round))
            if let wanted, var chart = document.sections.first?.chart {
                let chosen = try wanted.map { name in
                    guard let series = chart.series.first(where: { ReportBuilder.series($0, isNamed: name) }) else {
                        throw LookupError.notInChart(wanted: name, among: "the \(season) \(race.name) qualifying", choices: chart.series.map(\.label))
                    }
                    return series
                }
                chart.series = chosen
                document.sections[0].chart = chart
            }
            return document
        case .positions, .gaps, .tyres, .laptimes:
            let history = try await raceHistory(environment, season: season)
            if kind == .tyres, !history.coverage.stints {
                throw LookupError.notInSource(
                    season: history.season, round: history.round, name: history.raceName, record: .tyreStints, firstSeason: nil)
            }
            return environment.builder.raceChart(kind, history: history, cars: try wanted.map { try history.cars(named: $0) })
        }
    }

    /// The race lap by lap: from the recording when --replay names one, else from the source.
    private func raceHistory(_ environment: AppEnvironment, season: Int) async throws -> RaceHistory {
        guard let replay else {
            return try await LoadRaceHistory(races: environment.races, histories: environment.sources.raceHistory)(
                season: season, round: round?.selector ?? .last)
        }
        let timing = try OpenF1Recording(folder: URL(fileURLWithPath: replay)).read().timing
        let official = await LoadOfficialPlaces(races: environment.races, weekends: environment.weekend)(for: timing.session)
        return RaceHistory(
            timing: timing, season: timing.session.year, round: official?.race.round ?? 0, raceName: official?.race.name,
            origin: "OpenF1 recording (\(URL(fileURLWithPath: replay).lastPathComponent))")
    }

    /// Every name asked for is among the progression's entrants, or one sentence says who is.
    private static func check(_ wanted: [String]?, in content: ProgressionScreen.Content) throws {
        guard let wanted, let table = content.tables.last else { return }
        let entrants: [Chart.Series] =
            content.kind == .drivers
            ? table.drivers.map { Chart.Series(key: $0.entrant.id.rawValue, name: $0.entrant.fullName, label: $0.entrant.code ?? "") }
            : table.constructors.map { Chart.Series(key: $0.entrant.constructor.id.rawValue, name: $0.entrant.constructor.name, label: "") }
        for name in wanted where !entrants.contains(where: { ReportBuilder.series($0, isNamed: name) }) {
            throw LookupError.notInChart(
                wanted: name, among: "the \(content.season) championship", choices: entrants.map { $0.label.isEmpty ? $0.key : $0.label })
        }
    }

    private func write(_ document: ReportDocument, environment: AppEnvironment) throws {
        let text: String
        switch format {
        case .svg:
            guard let chart = document.sections.first?.chart else { throw ExitCode.failure }
            text = chart.svg(style: SVGChartStyle(width: width ?? 960, height: height ?? 540, theme: theme))
        case .text:
            let terminal = environment.terminal
            let usesColor = output == nil && terminal.usesColor(color)
            // A pipe has no size: the drawing is then 100 × 30, as wide as a report's table.
            let columns = width ?? (terminal.width > 10_000 ? 100 : terminal.width)
            // The title, the source, the facts and the sentences under the chart take about ten lines.
            let rows = height ?? min(max(terminal.height - 10, 8), 40)
            text = document.rendered(as: .text, style: ReportStyle(usesColor: usesColor, width: columns, chartHeight: rows))
        case .table:
            let terminal = environment.terminal
            let usesColor = output == nil && terminal.usesColor(color)
            text = document.rendered(as: .text, style: ReportStyle(usesColor: usesColor, width: width ?? terminal.width))
        }
        guard let output else { return environment.terminal.write(text) }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            environment.terminal.complain("Could not write \(output): \((error as NSError).localizedDescription)")
            throw ExitCode.failure
        }
    }
}
