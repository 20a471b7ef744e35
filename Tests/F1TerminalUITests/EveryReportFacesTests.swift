import F1Data
import F1DataF1db
import F1Domain
import F1Export
import F1ReportCatalog
import F1Sources
import F1UI
import F1UseCases
import Testing

@testable import F1TerminalUI

/// Every report, loaded once through the catalogue as f1report and f1web load it, shows the same
/// values in every face: each fact's value and each cell's text of its document stand in the
/// text, the Markdown, the HTML page and the terminal frame (`FaceCheck`), and the JSON export's
/// headline numbers are the document's (`ExportAgreement`). Every case of `ReportRequest` is
/// loaded on the demo data, and the reports of one season on f1db in three eras. Nothing expected
/// is written here: every value comes from the one load.
@MainActor
@Suite struct EveryReportFacesTests {
    nonisolated static let rulesUnder = "1991"

    /// The demo's reports: every case of `ReportRequest` (`everyCase` checks it), on the made-up
    /// 2025 season (round 1 a race run, round 2 a sprint weekend, round 5 to come).
    static let demoRequests: [ReportRequest] =
        [
            .overview, .seasons, .next, .rules(season: nil), .champions(under: nil), .champions(under: rulesUnder),
            .race(season: 2025, round: .last), .weekend(season: 2025, round: .round(5)), .qualifying(season: 2025, round: .round(1), segment: .q2),
            .sprintQualifying(season: 2025, round: .round(2)), .sprint(season: 2025, round: .round(2)),
            .championship(.constructors, season: 2025, round: 2, under: rulesUnder), .title(season: 2025, round: 2),
            .headToHeadCareer(first: "max_verstappen", second: "leclerc"),
        ] + seasonRequests(2025, round: 1, pitStops: true) + RaceChartScreen.kinds.map { .raceChart($0, season: 2025, round: .round(1)) }
        + telemetryRequests
        // Titles aside: the demo's only season is not over, so no one holds a title yet.
        + HistoryQuestion.tour.filter { $0 != .records(.counts(.titles, RecordFilter(), under: nil, top: 10)) }
        + [
            .records(.counts(.points, RecordFilter(since: 2025), under: rulesUnder, top: 5)),
            .records(.streaks(.points, .team("red_bull"), top: 3)),
        ]

    /// The demo's made-up telemetry: Bahrain's qualifying and Jeddah's sprint.
    static let telemetryRequests: [ReportRequest] = {
        let qualifying = SessionAddress(season: 2025, round: .round(1), session: .qualifying)
        let sprint = SessionAddress(season: 2025, round: .round(2), session: .sprint)
        return [
            .telemetry(qualifying, drivers: ["VER", "LEC", "HAM"], lap: .fastest), .telemetry(sprint, drivers: [], lap: .number(5)),
            .sectors(qualifying), .sectors(sprint), .trackMap(qualifying, drivers: ["VER"], lap: .fastest, by: .speed),
            .trackMap(qualifying, drivers: ["VER", "LEC"], lap: .fastest, by: .fastest),
        ]
    }()

    /// The reports of one season and one of its rounds, as every era has them.
    nonisolated static func seasonRequests(_ season: Int, round: Int, pitStops: Bool = false) -> [ReportRequest] {
        let selector = RoundSelector.round(round)
        return [
            .season(season), .race(season: season, round: selector), .weekend(season: season, round: selector),
            .qualifying(season: season, round: selector, segment: nil), .grid(season: season, round: selector),
            .standings(.drivers, season: season), .standings(.constructors, season: season),
            .championship(.drivers, season: season, round: nil, under: nil), .championship(.constructors, season: season, round: nil, under: nil),
            .progression(.drivers, season: season), .progression(.constructors, season: season), .title(season: season, round: nil),
            .rules(season: season), .teammates(season: season),
        ] + (pitStops ? [.pitStops(season: season, round: selector)] : [])
    }

    /// An f1db season: a round it ran, a sprint round where it had sprints (f1db records sprint
    /// qualifying from 2023 on, so the demo alone has it), and whether f1db has its pit stops.
    struct Era: Sendable, CustomTestStringConvertible {
        var season: Int
        var round: Int
        var sprintRound: Int?
        var pitStops: Bool

        var testDescription: String { String(season) }

        var requests: [ReportRequest] {
            EveryReportFacesTests.seasonRequests(season, round: round, pitStops: pitStops)
                + (sprintRound.map { [.sprint(season: season, round: .round($0))] } ?? [])
        }
    }

    /// The 1950s, the turbo era's end, and the hybrid era with sprints.
    nonisolated static let eras = [
        Era(season: 1958, round: 2, sprintRound: nil, pitStops: false), Era(season: 1988, round: 5, sprintRound: nil, pitStops: false),
        Era(season: 2021, round: 9, sprintRound: 10, pitStops: true),
    ]

    @Test func everyDemoReportShowsTheSameValuesInEveryFace() async throws {
        // As every program opens the demo: with its records answered from an index of its season.
        let demo = SourceWithRecords(base: try DemoRepository())
        let loaded = await Self.loadWithRoutes(Self.demoRequests, from: demo, label: "demo")
        #expect(Set(loaded.map { Self.caseName($0.request) }) == Set(Self.everyCase), "a case of ReportRequest is not loaded on the demo data")
        try Self.expectEveryFaceAgrees(loaded)
    }

    @Test(.enabled(if: CrossFaceTests.hasF1db, CrossFaceTests.noF1db), arguments: eras)
    func everyF1dbReportOfAnEraShowsTheSameValuesInEveryFace(_ era: Era) async throws {
        let f1db = try F1dbRepository(path: CrossFaceTests.f1dbPath)
        try Self.expectEveryFaceAgrees(await Self.loadWithRoutes(era.requests, from: f1db, label: "f1db"))
    }

    /// The reports of the whole history, which belong to no era.
    @Test(.enabled(if: CrossFaceTests.hasF1db, CrossFaceTests.noF1db))
    func everyF1dbReportOfTheHistoryShowsTheSameValuesInEveryFace() async throws {
        let f1db = try F1dbRepository(path: CrossFaceTests.f1dbPath)
        let requests: [ReportRequest] = [.seasons, .rules(season: nil), .champions(under: nil), .champions(under: Self.rulesUnder)]
        try Self.expectEveryFaceAgrees(await Self.load(requests, from: f1db, label: "f1db"))
    }

    // MARK: - Loading

    /// A report as one source answered it.
    struct Loaded {
        /// The source and the request, as failures name them.
        var name: String
        var request: ReportRequest
        var report: LoadedReport
    }

    /// Loads each request once, in order; one that does not load is a failure naming it.
    static func load(_ requests: [ReportRequest], from source: any ReportSource, label: String) async -> [Loaded] {
        let builder = ReportBuilder(source: source.info.name, timeZoneName: "UTC", now: source.clock.now())
        let catalog = ReportCatalog(source: source, format: F1UI.Format(), builder: builder)
        var loaded: [Loaded] = []
        for request in requests {
            let name = "\(label) \(request)"
            switch await catalog.load(request) {
            case .loaded(let report): loaded.append(Loaded(name: name, request: request, report: report))
            case .empty(let sentence): Issue.record("\(name) is empty: \(sentence)")
            case .failed(let failure): Issue.record("\(name) failed: \(failure.message)")
            }
        }
        return loaded
    }

    /// `requests`, then the reports their rows open that name a driver, a team or a pair (a
    /// driver's and a team's season from the standings, a head-to-head from the teammates, and
    /// that pair's career from its row), the first row's of each, so the ids are the source's own.
    static func loadWithRoutes(_ requests: [ReportRequest], from source: any ReportSource, label: String) async -> [Loaded] {
        let loaded = await load(requests, from: source, label: label)
        let routes = firstRowRoutes(of: loaded, from: [.standings(.drivers, season: 0), .teammates(season: 0)])
        #expect(routes.count == 3, "\(label): the standings and the teammates open \(routes.count) reports, not a driver's, a team's and a pair's")
        let opened = await load(routes, from: source, label: label)
        let careers = firstRowRoutes(of: opened, from: [.headToHead(season: 0, first: "", second: "")])
        #expect(careers.count == 1, "\(label): the pair's head-to-head opens \(careers.count) careers, not one")
        return await loaded + opened + load(careers, from: source, label: label)
    }

    /// The route of the first row of each report of the kinds of `kinds`.
    private static func firstRowRoutes(of loaded: [Loaded], from kinds: [ReportRequest]) -> [ReportRequest] {
        let names = Set(kinds.map(caseName))
        return loaded.compactMap { names.contains(caseName($0.request)) ? $0.report.document.sections.first?.rows.first?.route : nil }
    }

    // MARK: - Every face

    /// Each report's document in every face, and its export against its document.
    static func expectEveryFaceAgrees(_ loaded: [Loaded]) throws {
        let controller = try TrackerFixture().controller
        var values = 0
        var numbers = 0
        for report in loaded {
            let document = report.report.document
            values += FaceCheck(name: report.name, document: document, faces: DocumentFaces(document, controller: controller)).check()
            let isChart =
                switch report.request {
                case .raceChart, .trackMap: true
                default: false
                }
            guard isChart else {
                let export = try #require(report.report.export, "\(report.name) has no JSON export")
                let json = JSONValue(parsing: try ExportWriter.json(export))
                numbers += ExportAgreement(name: report.name, document: report.report.document, json: json).check()
                continue
            }
            // A chart has no export: its values are the document's, checked in every face above.
            #expect(report.report.export == nil, "\(report.name) is a chart and has an export")
        }
        #expect(values > 0 && numbers > 0)
    }

    // MARK: - The checks fail

    /// A value one face lacks is named with the face: faces drawn from a document and held
    /// against the same document with one cell changed lack that cell in each face.
    @Test func aValueMissingFromTheFacesIsNamedForEachFace() async throws {
        let loaded = try #require(await Self.load([.standings(.drivers, season: 2025)], from: try DemoRepository(), label: "demo").first)
        let faces = DocumentFaces(loaded.report.document, controller: try TrackerFixture().controller)
        var changed = loaded.report.document
        changed.sections[0].rows[1].cells[1].text = "Nobody at all"
        let problems = FaceCheck(name: "probe", document: changed, faces: faces).problems().problems
        for face in ["the text", "the Markdown", "the terminal", "the HTML page"] {
            #expect(problems.contains { $0.hasPrefix("probe: \(face) ") && $0.contains("\"Nobody at all\"") }, "\(face): \(problems)")
        }
        #expect(FaceCheck(name: "probe", document: loaded.report.document, faces: faces).problems().problems.isEmpty)
    }

    /// A JSON value the document does not show is named with the row and the column.
    @Test func aNumberTheDocumentDoesNotShowIsNamed() async throws {
        let loaded = try #require(await Self.load([.standings(.drivers, season: 2025)], from: try DemoRepository(), label: "demo").first)
        var changed = loaded.report.document
        let points = try #require(changed.sections[0].columns.firstIndex { $0.key == "points" })
        changed.sections[0].rows[1].cells[points].text = "1000"
        let export = try #require(loaded.report.export)
        let json = JSONValue(parsing: try ExportWriter.json(export))
        withKnownIssue {
            ExportAgreement(name: "probe", document: changed, json: json).check()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("points in JSON is") && $0.rawValue.contains("\"1000\"") }
        }
    }

    // MARK: - Every case

    /// The name of every case of `ReportRequest`, as `caseName` gives it.
    static let everyCase = [
        "overview", "seasons", "season", "race", "weekend", "next", "qualifying", "sprintQualifying", "sprint", "grid", "pitStops", "standings",
        "championship", "progression", "title", "rules", "champions", "raceChart", "driverSeason", "constructorSeason", "teammates",
        "headToHead", "headToHeadCareer", "telemetry", "sectors", "trackMap", "records",
    ]

    /// The case's name. A new case of `ReportRequest` fails to compile here until it is named,
    /// and then fails `everyDemoReport…` until the demo table loads it.
    static func caseName(_ request: ReportRequest) -> String {
        switch request {
        case .overview: "overview"
        case .seasons: "seasons"
        case .season: "season"
        case .race: "race"
        case .weekend: "weekend"
        case .next: "next"
        case .qualifying: "qualifying"
        case .sprintQualifying: "sprintQualifying"
        case .sprint: "sprint"
        case .grid: "grid"
        case .pitStops: "pitStops"
        case .standings: "standings"
        case .championship: "championship"
        case .progression: "progression"
        case .title: "title"
        case .rules: "rules"
        case .champions: "champions"
        case .raceChart: "raceChart"
        case .driverSeason: "driverSeason"
        case .constructorSeason: "constructorSeason"
        case .teammates: "teammates"
        case .headToHead: "headToHead"
        case .headToHeadCareer: "headToHeadCareer"
        case .telemetry: "telemetry"
        case .sectors: "sectors"
        case .trackMap: "trackMap"
        case .records: "records"
        }
    }
}
