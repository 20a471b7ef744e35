import F1Data
import F1DataLive
import F1Domain
import F1Export
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
    guard let content = screen.state.content, let leader = content.drivers.first, let table = content.driverTable else {
        print("the standings screen did not load: \(screen.state)")
        return 1
    }
    print("leader: \(leader.driver), \(leader.points) points")

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
    return 0
}

exit(await run())
