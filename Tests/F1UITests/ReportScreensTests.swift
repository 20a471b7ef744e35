import F1Domain
import F1TestSupport
import F1UseCases
import Testing

@testable import F1UI

/// Every request opens a screen of a type `ReportScreens.screenTypes` lists, so what is declared
/// per screen type (the documented export schemas) covers every report.
@MainActor
@Suite struct ReportScreensTests {
    /// One request of every case (a new case adds its own).
    static let samples: [ReportRequest] = {
        let round = RoundSelector.round(1)
        return [
            .overview, .seasons, .season(2025), .race(season: 2025, round: round), .weekend(season: 2025, round: round), .next,
            .qualifying(season: 2025, round: round, segment: nil), .sprintQualifying(season: 2025, round: round),
            .sprint(season: 2025, round: round), .grid(season: 2025, round: round), .pitStops(season: 2025, round: round),
            .standings(.drivers, season: 2025), .championship(.drivers, season: 2025, round: nil, under: nil),
            .progression(.drivers, season: 2025), .title(season: 2025, round: nil), .rules(season: 2025), .champions(under: nil),
            .champions(under: "1991"), .raceChart(.positions, season: 2025, round: round), .driverSeason(season: 2025, driver: "max_verstappen"),
            .constructorSeason(season: 2025, constructor: "red_bull"),
        ]
    }()

    @Test func everyRequestOpensAListedScreenType() {
        let source = StubReportSource(
            races: StubRaceRepository(info: DataSourceInfo(name: "Stub", seasons: 2025...2025), seasons: [], calendars: [:], classifications: [:]),
            standings: StubStandingsRepository(drivers: [:], constructors: [:]), weekend: StubWeekendRepository(),
            today: CalendarDate(year: 2025, month: 5, day: 14), now: Moment(millisecondsSince1970: 0))
        let screens = ReportScreens(source: source, format: F1UI.Format())
        let listed = Set(ReportScreens.screenTypes.map { ObjectIdentifier($0) })
        for request in Self.samples {
            let screen = screens.screen(for: request)
            #expect(listed.contains(ObjectIdentifier(type(of: screen))), "\(request) opens \(type(of: screen)), which screenTypes does not list")
        }
    }

    /// A weekend offers the telemetry sections only where the source holds laps: an f1db
    /// checkout's outlines alone (no laps) offered three tabs that always failed.
    @Test(arguments: [(true, true), (false, false)])
    func aWeekendOffersTelemetryWhereTheSourceHasLaps(_ hasLaps: Bool, _ offered: Bool) {
        var source = StubReportSource(
            races: StubRaceRepository(info: DataSourceInfo(name: "Stub", seasons: 2025...2025), seasons: [], calendars: [:], classifications: [:]),
            standings: StubStandingsRepository(drivers: [:], constructors: [:]), weekend: StubWeekendRepository(),
            today: CalendarDate(year: 2025, month: 5, day: 14), now: Moment(millisecondsSince1970: 0))
        source.telemetryRepository = OutlinesOnly(hasLaps: hasLaps)
        let weekend = RaceDetailScreen(season: 2025, round: 1, screens: ReportScreens(source: source, format: F1UI.Format()))
        let telemetry: Set<RaceDetailScreen.Section> = [.sectors, .telemetry, .trackMap]
        #expect(telemetry.isSubset(of: weekend.sections) == offered)
        #expect(telemetry.isDisjoint(with: weekend.sections) == !offered)
    }
}

/// A telemetry source that says whether it holds laps and answers nothing.
private struct OutlinesOnly: TelemetryRepository {
    let hasLaps: Bool
    var coverage: String { "outlines" }
    func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps { throw TelemetryError.noLayout(circuit: "") }
    func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        throw TelemetryError.noLayout(circuit: "")
    }
    func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout { throw TelemetryError.noLayout(circuit: "") }
}
