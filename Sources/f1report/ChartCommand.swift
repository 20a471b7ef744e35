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
            leader), tyres (stints), laptimes, qualifying (gaps to pole), telemetry (laps' traces over
            distance) or trackmap (the circuit coloured along a lap). Text draws the chart in the
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
              f1report chart telemetry 2025 1 q --drivers VER,LEC --format svg --output lap.svg
              f1report chart trackmap 2025 1 q --drivers VER --by gear
              f1report chart trackmap 2025 1 q --drivers VER,LEC,NOR --by fastest
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// Drawn in the terminal.
        case text
        case svg
        /// The chart's values as a text table: for a screen reader, a pipe, or a spreadsheet by hand.
        case table
    }

    @Argument(help: "progression, positions, gaps, tyres, laptimes, qualifying, telemetry or trackmap.")
    var kind: Chart.Kind

    @Argument(help: "The season's year, or 'current'; the latest when left out.")
    var year: SeasonArgument?

    @Argument(help: "The round, or 'last' (the default) for the last race run.")
    var round: RoundArgument?

    @Argument(help: "With telemetry and trackmap: the session (fp1, fp2, fp3, sq, sprint, q or race; q when left out).")
    var session: SessionArgument?

    @Option(help: "With trackmap: colour the lap by speed (the default), gear, or fastest (the quickest of --drivers in each stretch).")
    var by: TrackColouring?

    @Option(help: "With telemetry and trackmap: which lap of each driver, fastest (the default) or a lap's number.")
    var lap: LapArgument?

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

    @Option(help: "Width: pixels for svg (default 960), columns for text (default: the terminal's, 100 in a pipe; at most 400).")
    var width: Int?

    @Option(help: "Height: pixels for svg (default 540), rows of the drawing for text (default: the terminal's less ten, at most 40).")
    var height: Int?

    @Option(help: "The svg's colours: light or dark.")
    var theme: SVGChartStyle.Theme = .light

    @Option(help: "Colour in the terminal: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    /// Accepted as every report accepts it; a chart's axes count laps and rounds, not clock times.
    @OptionGroup var timeZone: TimeZoneOption
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if let width, !(10...10_000).contains(width) { throw ValidationError("--width must be between 10 and 10000.") }
        if let width, format != .svg, width > 400 { throw ValidationError("--width is at most 400 columns for text.") }
        if let height, !(5...10_000).contains(height) { throw ValidationError("--height must be between 5 and 10000.") }
        if replay != nil, [.progression, .qualifying].contains(kind) {
            throw ValidationError("--replay draws the lap charts (positions, gaps, tyres, laptimes); \(kind.rawValue) reads the source's results.")
        }
        if constructors, kind != .progression { throw ValidationError("--constructors is for the progression chart.") }
        if replay != nil, year != nil || round != nil {
            throw ValidationError("--replay draws the recorded session: leave out YEAR and ROUND.")
        }
        if kind == .progression, round != nil { throw ValidationError("The progression is a whole season: leave out ROUND.") }
        let drawsTelemetry = kind == .telemetry || kind == .trackmap
        if session != nil, !drawsTelemetry { throw ValidationError("SESSION is for the telemetry and trackmap charts.") }
        if lap != nil, !drawsTelemetry { throw ValidationError("--lap is for the telemetry and trackmap charts.") }
        if by != nil, kind != .trackmap { throw ValidationError("--by is for the trackmap chart.") }
        if drawsTelemetry, replay != nil { throw ValidationError("--replay draws the lap charts; \(kind.rawValue) reads the source's telemetry.") }
        if kind == .telemetry, drivers == nil { throw ValidationError("The telemetry chart needs --drivers, such as VER,LEC.") }
        if let drivers, !drivers.contains(where: { $0.isLetter || $0.isNumber }) {
            throw ValidationError("--drivers needs at least one name: codes, ids or surnames separated by commas, such as VER,NOR.")
        }
    }

    func run() async throws {
        let options = try OutputOptions.parse(["--color", color.rawValue, "--time-zone", timeZone.timeZone])
        let environment = try await AppEnvironment(output: options, source: source)
        let wanted = drivers.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        let document: ReportDocument
        do {
            document = try await load(environment, wanted: wanted)
        } catch let refusal as ChartRefusal {
            environment.terminal.complain(refusal.sentence)
            throw ExitCode.failure
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
            return try environment.builder.progression(content, showing: wanted)
        case .qualifying:
            // The latest qualifying run, as `f1report qualifying` finds it: before its race has run too.
            let results = try await environment.sessions.qualifying(season: season, round: round?.selector ?? .last)
            return try environment.builder.qualifyingChart(results, showing: wanted)
        case .telemetry, .trackmap:
            let address = SessionAddress(season: season, round: round?.selector ?? .last, session: session?.kind ?? .qualifying)
            let request: ReportRequest =
                kind == .telemetry
                ? .telemetry(address, drivers: wanted ?? [], lap: lap?.choice ?? .fastest)
                : .trackMap(address, drivers: wanted ?? [], lap: lap?.choice ?? .fastest, by: by ?? .speed)
            switch await environment.catalog.load(request) {
            case .loaded(let report): return report.document
            case .empty(let sentence): throw ChartRefusal(sentence: sentence)
            case .failed(let failure): throw ChartRefusal(sentence: environment.hint(for: failure))
            }
        case .positions, .gaps, .tyres, .laptimes:
            let (history, sourceHasTheRace) = try await raceHistory(environment, season: season)
            if kind == .tyres, !history.coverage.stints {
                throw LookupError.notInSource(
                    season: history.season, round: history.round, name: history.raceName, record: .tyreStints, firstSeason: nil)
            }
            var builder = environment.builder
            // A recorded race the source does not hold owes it nothing: the recording is the data.
            if !sourceHasTheRace { builder.source = "OpenF1 timing (recorded)" }
            return builder.raceChart(kind, history: history, cars: try wanted.map { try history.cars(named: $0) })
        }
    }

    /// The race lap by lap: from the recording when --replay names one, else from the source; and
    /// whether the source holds the race (its name and round then come from there).
    private func raceHistory(_ environment: AppEnvironment, season: Int) async throws -> (RaceHistory, sourceHasTheRace: Bool) {
        guard let replay else {
            let history = try await LoadRaceHistory(races: environment.races, histories: environment.raceHistory)(
                season: season, round: round?.selector ?? .last)
            return (history, true)
        }
        let timing = try OpenF1Recording(folder: URL(fileURLWithPath: replay)).read().timing
        let official = await LoadOfficialPlaces(races: environment.races, weekends: environment.weekend)(for: timing.session)
        // A recording whose race the source does not show cannot be dated against the moment.
        if official == nil, (environment.reports as? SpoilerFreeSource)?.hidesUndated == true { throw SpoilerFreeRefusal.sessionHidden }
        let history = RaceHistory(
            timing: timing, season: timing.session.year, round: official?.race.round ?? 0, raceName: official?.race.name,
            origin: official == nil ? nil : "OpenF1 recording (\(URL(fileURLWithPath: replay).lastPathComponent))")
        return (history, official != nil)
    }

    private func write(_ document: ReportDocument, environment: AppEnvironment) throws {
        let text: String
        switch format {
        case .svg:
            guard let chart = document.sections.first?.chart else {
                environment.terminal.complain("There is nothing to draw: \(document.title) has no chart.")
                throw ExitCode.failure
            }
            // The SVG writer shows names from the data by the one rule of docs/ARCHITECTURE.md, "Text from data".
            text = chart.svg(
                style: SVGChartStyle(width: width ?? 960, height: height ?? 540, theme: theme))
        case .text:
            let terminal = environment.terminal
            let usesColor = output == nil && terminal.usesColor(color)
            // A pipe has no width: the drawing is then 100 columns, as wide as a report's table.
            let columns = width ?? (terminal.width > 10_000 ? 100 : terminal.width)
            // The source, the facts and the sentences under the chart take about ten of the lines.
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

/// A chart the catalogue could not load, already worded for the command line.
private struct ChartRefusal: Error {
    let sentence: String
}
