import F1Domain
import F1TestSupport
import F1UseCases
import Testing

/// The live map's circuit: the timed session's weekend found by date in the results source, its
/// layout asked of the telemetry source for that round and session; any failure is no map.
@Suite struct LoadSessionLayoutTests {
    /// Answers the layout for one round's race; every other question fails.
    struct FakeTelemetry: TelemetryRepository {
        var round: Int
        var coverage: String { "one round" }
        func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps {
            throw TelemetryError.noLayout(circuit: "Miami")
        }
        func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
            throw TelemetryError.noLayout(circuit: "Miami")
        }
        func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout {
            guard season == 2026, round == self.round, session == .race else { throw TelemetryError.noLayout(circuit: "Miami") }
            return LiveMapSample.layout
        }
    }

    static let races = StubRaceRepository(
        info: DataSourceInfo(name: "Stub", seasons: 2026...2026),
        calendars: [
            2026: [
                SampleData.race(round: 5, name: "Canadian Grand Prix", date: CalendarDate(year: 2026, month: 5, day: 24), season: 2026),
                SampleData.race(round: 4, name: "Miami Grand Prix", date: CalendarDate(year: 2026, month: 5, day: 3), season: 2026),
            ]
        ])

    static func session(named name: String, kind: String = "Race", day: Int = 3) -> TimingSession {
        TimingSession(
            id: 1, meetingKey: 1, name: name, kind: kind, start: Moment(iso8601: "2026-05-0\(day)T17:00:00Z")!,
            end: Moment(iso8601: "2026-05-0\(day)T19:00:00Z")!, circuitShortName: "Miami", countryName: "United States", location: "Miami",
            gmtOffset: "-04:00:00", year: 2026)
    }

    @Test func theRaceOfTheSessionsWeekendHasItsLayout() async {
        let load = LoadSessionLayout(telemetry: FakeTelemetry(round: 4), races: Self.races, weekends: StubWeekendRepository())
        #expect(await load(for: Self.session(named: "Race")) == LiveMapSample.layout)
        // The layout is asked for the session run: the telemetry has the race's only.
        #expect(await load(for: Self.session(named: "Sprint", day: 2)) == nil)
    }

    /// A live race that names its weekend (the demo's) is found by its round, or by 'last'.
    @Test func aSessionNamedByItsWeekendHasItsLayout() async {
        let load = LoadSessionLayout(telemetry: FakeTelemetry(round: 4), races: Self.races, weekends: StubWeekendRepository())
        #expect(await load(for: SessionAddress(season: 2026, round: .round(4), session: .race)) == LiveMapSample.layout)
        #expect(await load(for: SessionAddress(season: 2026, round: .round(4), session: .qualifying)) == nil)
        #expect(await load(for: SessionAddress(season: 2026, round: .round(9), session: .race)) == nil)
        #expect(await load(for: SessionAddress(season: 2025, round: .round(4), session: .race)) == nil)
    }

    @Test func anotherRoundOrAFailingSourceIsNoMap() async {
        let elsewhere = LoadSessionLayout(telemetry: FakeTelemetry(round: 5), races: Self.races, weekends: StubWeekendRepository())
        #expect(await elsewhere(for: Self.session(named: "Race")) == nil)
        let failing = LoadSessionLayout(
            telemetry: FakeTelemetry(round: 4), races: StubRaceRepository(failure: LookupError.noLiveRace), weekends: StubWeekendRepository())
        #expect(await failing(for: Self.session(named: "Race")) == nil)
    }
}
