import ArgumentParser
import F1CommandLine
import F1Data
import F1DataF1db
import F1TestSupport
import F1UseCases
import Foundation
import Testing

/// The source the flags choose, as a sum: each kind composes its own repositories, clocks and
/// replays, and every program opening the same flags gets the same source. No request is sent:
/// the API and OpenF1 point at a port nothing listens on, and nothing here asks them anything.
@Suite struct DataSourceTests {
    let cache = TemporaryFolder("data-source-cache")
    let f1db = TemporaryFolder("data-source-f1db")

    /// The smallest checkout `F1dbRepository` opens: the four folders it looks for and one season.
    func openedF1db() throws -> String {
        for folder in ["seasons/2023", "drivers", "constructors", "circuits"] {
            try FileManager.default.createDirectory(at: f1db.url.appending(path: "data/\(folder)"), withIntermediateDirectories: true)
        }
        return f1db.path
    }

    func open(_ arguments: [String], program: String = "f1report", servesTiming: Bool = false) throws -> DataSource {
        try DataSource.open(try SourceOptions.parse(arguments), program: program, servesTiming: servesTiming)
    }

    var apiFlags: [String] { ["--source", "api", "--api-url", "http://127.0.0.1:9/", "--cache-dir", cache.path] }
    var openF1Flags: [String] { ["--source", "openf1", "--openf1-url", "http://127.0.0.1:9/", "--cache-dir", cache.path] }

    @Test func theDemoHasItsRaceInProgressAndItsOwnMoment() async throws {
        let source = try open(["--source", "demo"])
        let demo = try DemoRepository()
        guard case .demo = source else {
            Issue.record("opened \(source.kind)")
            return
        }
        #expect(source.races is DemoRepository && source.standings is DemoRepository && source.weekend is DemoRepository)
        #expect(source.champions == nil && source.scoring == nil)
        #expect(source.live is DemoLiveRace)
        #expect(try await source.seasonLiveRace(season: source.latestSeason) is DemoLiveRace)
        #expect(source.today() == demo.today && source.now() == demo.now)
        #expect(!source.clockMoves && !source.replaysFinishedRaces && source.sourceID == "demo")
    }

    /// The demo's race in progress names its weekend (Monaco, round 4), so every program opening
    /// the default source finds the circuit for the live board's map, as it does for a replay.
    @Test func theDemosRaceInProgressHasTheMapOfItsCircuit() async throws {
        let source = try open(["--source", "demo"])
        let layout = try #require(await source.layout(of: source.live))
        #expect(layout.name == "Circuit de Monaco")
        #expect(layout.corners.count > 10)
        let session = try await LiveSession.open(
            replayFolder: nil, openf1: nil, source: try SourceOptions.parse(["--source", "demo"]), sources: source, program: "f1report")
        #expect(session.layout == layout)
        #expect(session.replay == nil && session.following == nil)
        // f1db has no race in progress, so no map either.
        let f1db = try open(["--f1db", try openedF1db()])
        #expect(await f1db.layout(of: f1db.live) == nil)
    }

    @Test func f1dbReadsChampionsAndScoringAtLessCostAndHasNoLiveRace() async throws {
        let source = try open(["--f1db", try openedF1db()])
        guard case .f1db(_, let history) = source else {
            Issue.record("opened \(source.kind)")
            return
        }
        #expect(source.standings is F1dbRepository && source.weekend is F1dbRepository)
        // The whole-history reads (calendars, champions, scoring) go through the history index's
        // lookup, which answers from the index when the checkout's state has one, else from f1db.
        #expect(history != nil && source.champions != nil && source.scoring != nil)
        #expect(source.live is NoLiveRace)
        #expect(try await source.liveReplay(season: 2023, round: .round(1)) is NoLiveRace)
        #expect(try await source.seasonLiveRace(season: 2023) is NoLiveRace)
        #expect(source.clockMoves && !source.replaysFinishedRaces && source.sourceID == "f1db" && source.latestSeason == 2023)
    }

    @Test func theAPIReplaysAFinishedRoundAndRefusesOneToCome() async throws {
        let source = try open(apiFlags)
        guard case .api = source else {
            Issue.record("opened \(source.kind)")
            return
        }
        #expect(source.races is ApiRepository && source.standings is ApiRepository && source.weekend is ApiRepository)
        #expect(source.champions == nil && source.scoring == nil)
        #expect(source.live is NoLiveRace)
        #expect(try await source.liveReplay(season: 2023, round: .round(9)) is ApiLiveReplay)
        #expect(try await source.liveReplay(season: 2023, round: nil) is NoLiveRace)
        await #expect(throws: LiveReplayRefusal.raceStillToCome) { try await source.liveReplay(season: 2023, round: .next) }
        #expect(source.clockMoves && source.replaysFinishedRaces && source.sourceID == "api")
    }

    @Test func openF1ServesTimingWithTheDemoStandingBehindTheReports() async throws {
        let source = try open(openF1Flags, servesTiming: true)
        guard case .openF1 = source else {
            Issue.record("opened \(source.kind)")
            return
        }
        #expect(source.races is DemoRepository && source.weekend is DemoRepository)
        #expect(source.champions == nil && source.scoring == nil)
        // The demo stands in for reports only: its race in progress and its frozen clock are not OpenF1's.
        #expect(source.live is NoLiveRace && source.clockMoves)
        #expect(source.now() != (try DemoRepository()).now)
        #expect(source.sourceID == "openf1")
    }

    @Test func openF1IsRefusedWhereNoTimingIsShown() throws {
        #expect(throws: ExitCode.validationFailure) { try open(openF1Flags, program: "f1tracker") }
    }

    @Test func onlyOpenF1FollowsOrFetchesSessions() async throws {
        for source in [try open(["--source", "demo"]), try open(apiFlags)] {
            await #expect(throws: LookupError.noLiveRace) { _ = try await source.followedSession() }
            await #expect(throws: LookupError.noLiveRace) { _ = try await source.fetchedReplay(session: 1) }
        }
    }

    /// f1report and f1tracker open a source through the same composition: the same flags give
    /// the same kind of source, reading the same data, with the same clock.
    @Test(arguments: ["demo", "f1db", "api"])
    func bothProgramsOpenTheSameSourceFromTheSameFlags(kind: String) throws {
        let flags =
            switch kind {
            case "f1db": ["--f1db", try openedF1db()]
            case "api": apiFlags
            default: ["--source", "demo"]
            }
        let report = try open(flags, program: "f1report")
        let tracker = try open(flags, program: "f1tracker")
        #expect(report.kind.rawValue == kind && tracker.kind == report.kind)
        #expect(tracker.races.info == report.races.info)
        #expect(tracker.clockMoves == report.clockMoves && tracker.replaysFinishedRaces == report.replaysFinishedRaces)
        #expect((tracker.champions == nil) == (report.champions == nil) && (tracker.scoring == nil) == (report.scoring == nil))
        #expect(tracker.today() == report.today())
    }
}
