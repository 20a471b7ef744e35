import F1Data
import F1DataLive
import F1Domain
import F1Export
import F1ReportCatalog
import F1UI
import F1UseCases
import Foundation

// What an app does with F1Kit, through public API only: a screen over the demo data, its content
// shared as JSON, and the API source composed with the URLSession client, whose failure offline
// reaches the screen as a typed Failure with actions. Prints what it saw; exits 1 on a surprise.

@MainActor
func run() async -> Int32 {
    // 1. A screen over the built-in demo data (no libyaml, no network).
    let demo: DemoRepository
    do { demo = try DemoRepository() } catch {
        print("demo data failed: \(error)")
        return 1
    }
    let standings = LoadStandings(races: demo, standings: demo)
    let screen = StandingsScreen(season: 2025, format: F1UI.Format()) { try await standings.drivers(season: $0) }
    await screen.load()
    guard let content = screen.state.content, let leader = content.rows.first, case .drivers(let table) = content.table else {
        print("the standings screen did not load: \(screen.state)")
        return 1
    }
    print("leader: \(leader.name), \(leader.points) points")

    // 2. The same content shared as JSON and CSV.
    let export = DriverStandingsExport(table: table, source: ExportSource(id: "demo", name: demo.info.name))
    do {
        let json = try ExportWriter.json(export)
        print("json: \(json.utf8.count) bytes, schemaVersion \(ExportSchema.version)")
    } catch {
        print("export failed: \(error)")
        return 1
    }
    print("csv header: \(ExportWriter.csv(export).split(separator: "\r\n").first ?? "")")

    // 3. The API source as an app composes it, offline against an empty cache: a typed error that
    // the screen turns into a sentence and actions, with nothing about a command line.
    let cacheFolder = FileManager.default.temporaryDirectory.appending(path: "app-sketch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cacheFolder) }
    let client = ErgastClient(
        configuration: .init(cacheMode: .offline), http: URLSessionHTTPClient(),
        gate: RateLimiter(clock: ContinuousClock()), cache: ApiCache(directory: cacheFolder))
    let api = ApiRepository(client: client, today: { CalendarDate(year: 2025, month: 5, day: 14) })
    let offline = StandingsScreen(season: 2025, format: F1UI.Format()) {
        try await LoadStandings(races: api, standings: api).drivers(season: $0)
    }
    await offline.load()
    guard case .error(let failure) = offline.state else {
        print("offline load did not fail: \(offline.state)")
        return 1
    }
    print("offline: \(failure.message) actions: \(failure.actions)")
    guard case .source(.offline) = failure.reason, !failure.message.contains("--") else { return 1 }

    // 4. Any report by its request, through the catalogue, with no command line in the build:
    // the document every face draws and, but for charts, the typed export.
    let catalog = ReportCatalog(
        source: demo, format: F1UI.Format(), builder: ReportBuilder(source: demo.info.name, timeZoneName: "UTC", now: demo.now))
    let requests: [ReportRequest] = [
        .overview, .seasons, .season(2025), .race(season: 2025, round: .round(1)), .weekend(season: 2025, round: .next), .next,
        .qualifying(season: 2025, round: .round(1), segment: nil), .grid(season: 2025, round: .round(1)),
        .pitStops(season: 2025, round: .round(1)), .standings(.drivers, season: 2025), .standings(.constructors, season: 2025),
        .championship(.drivers, season: 2025, round: nil, under: "1991"), .progression(.constructors, season: 2025),
        .title(season: 2025, round: nil), .rules(season: 2025), .rules(season: nil), .champions(under: nil),
        .raceChart(.positions, season: 2025, round: .round(1)), .teammates(season: 2025),
        .headToHead(season: 2025, first: "max_verstappen", second: "leclerc"),
    ]
    for request in requests {
        switch await catalog.load(request) {
        case .loaded(let report):
            let export = report.export.map { (try? ExportWriter.json($0))?.utf8.count ?? -1 }
            if export == -1 {
                print("\(request.title): the export did not encode")
                return 1
            }
            print("\(request.title): \(report.document.sections.count) sections, export \(export.map { "\($0) bytes" } ?? "none")")
        case .empty(let sentence):
            print("\(request.title): \(sentence)")
        case .failed(let failure):
            print("\(request.title) failed: \(failure.message)")
            return 1
        }
    }
    return 0
}

exit(await run())
