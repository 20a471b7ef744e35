import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Synchronization
import Testing

/// Records what a screen asked its loader for.
final class Calls<Arguments: Sendable>: Sendable {
    private let log = Mutex<[Arguments]>([])

    var all: [Arguments] { log.withLock { $0 } }

    func record(_ arguments: Arguments) {
        log.withLock { $0.append(arguments) }
    }
}

/// Screens as state machines: idle, loading while their loader is held at a gate, then content or a friendly error.
@MainActor
@Suite struct ScreenStateTests {
    typealias U = UISamples

    /// Starts `load`, waits until the loader reached `gate`, and returns the state then; then opens the
    /// gate with `outcome`, waits for `load` to end and returns the state after.
    func states<Value: Sendable, State: Sendable>(
        of load: @escaping @MainActor () async -> Void, state: () -> State, gate: Gate<Value>,
        outcome: Result<Value, any Error>
    ) async -> (during: State, after: State) {
        let task = Task { await load() }
        await gate.arrived()
        let during = state()
        gate.open(with: outcome)
        await task.value
        return (during, state())
    }

    // MARK: Seasons

    @Test func seasonsLoad() async {
        let gate = Gate<[Season]>()
        let screen = SeasonsScreen { try await gate.pass() }
        #expect(screen.state == .idle)

        let (during, after) = await states(
            of: screen.load, state: { screen.state }, gate: gate,
            outcome: .success([Season(year: 2025), Season(year: 2024)]))

        #expect(during == .loading)
        #expect(
            after.content?.rows == [
                F1UI.Season.Row(year: 2025, title: "2025 season", url: nil),
                F1UI.Season.Row(year: 2024, title: "2024 season", url: nil),
            ])
        #expect(after.content?.seasons.map(\.year) == [2025, 2024])
        #expect(gate.arrivals == 1)
    }

    @Test func seasonsFail() async {
        let gate = Gate<[Season]>()
        let screen = SeasonsScreen { try await gate.pass() }
        let (during, after) = await states(
            of: screen.load, state: { screen.state }, gate: gate, outcome: .failure(SourceError.unreadable(path: "seasons.yml", problem: .missing)))
        #expect(during == .loading)
        #expect(
            after
                == .error(
                    F1UI.Failure(
                        message: "seasons.yml is missing from the data.", actions: [],
                        reason: .source(.unreadable(path: "seasons.yml", problem: .missing)))))
    }

    @Test func aScreenCanLoadAgainAfterAnError() async {
        let failing = Gate<[Season]>()
        let working = Gate<[Season]>()
        let attempts = Calls<Int>()
        let screen = SeasonsScreen {
            attempts.record(attempts.all.count + 1)
            return try await (attempts.all.count == 1 ? failing : working).pass()
        }
        let first = await states(of: screen.load, state: { screen.state }, gate: failing, outcome: .failure(CancellationError()))
        #expect(first.after.failure?.message == "Stopped.")

        let second = await states(of: screen.load, state: { screen.state }, gate: working, outcome: .success([Season(year: 1950)]))
        #expect(second.during == .loading)
        #expect(second.after.content?.rows.map(\.year) == [1950])
    }

    // MARK: Races

    @Test func racesLoadTheirSeasonInTheChosenZone() async throws {
        let gate = Gate<SeasonSchedule>()
        let calls = Calls<Int>()
        let screen = RacesScreen(season: 2025, format: try U.format("Asia/Tokyo")) { season in
            calls.record(season)
            return try await gate.pass()
        }
        #expect(screen.state == .idle)
        var late = U.monaco
        late.startTime = TimeOfDay(hours: 23, minutes: 30)
        let schedule = SeasonSchedule(
            season: 2025, today: CalendarDate(year: 2025, month: 5, day: 14), upcoming: [.init(race: late, daysUntil: 11)], past: [])

        let (during, after) = await states(of: screen.load, state: { screen.state }, gate: gate, outcome: .success(schedule))

        #expect(during == .loading)
        #expect(calls.all == [2025])
        let content = try #require(after.content)
        #expect(content.season == 2025)
        #expect(content.past.isEmpty)
        #expect(content.upcoming.map(\.date) == ["Mon 26 May 2025"])
        #expect(content.upcoming.map(\.startTime) == ["08:30"])
        #expect(content.upcoming.map(\.countdown) == ["in 11 days"])
    }

    @Test func racesFail() async {
        let gate = Gate<SeasonSchedule>()
        let screen = RacesScreen(season: 2031, format: U.utc) { _ in try await gate.pass() }
        let (during, after) = await states(
            of: screen.load, state: { screen.state }, gate: gate,
            outcome: .failure(LookupError.seasonNotFound(2031, available: 1950...2025)))
        #expect(during == .loading)
        #expect(after.failure?.message == "No season 2031 in this source: it holds 1950 to 2025.")
    }

    // MARK: Race results

    @Test(arguments: [RoundSelector.round(4), .last])
    func resultsLoadTheRoundAsked(selector: RoundSelector) async throws {
        let gate = Gate<RaceResults>()
        let calls = Calls<RoundSelector>()
        let screen = RaceResultsScreen(season: 2025, round: selector, format: U.utc) { season, round in
            #expect(season == 2025)
            calls.record(round)
            return try await gate.pass()
        }
        #expect(screen.state == .idle)

        let (during, after) = await states(of: screen.load, state: { screen.state }, gate: gate, outcome: .success(U.monacoResults))

        #expect(during == .loading)
        #expect(calls.all == [selector])
        let content = try #require(after.content)
        #expect(content.race.name == "Monaco Grand Prix")
        #expect(content.rows.map(\.driver) == ["Charles Leclerc", "Max Verstappen", "Lando Norris"])
        #expect(content.fastestLap == "Max Verstappen, 1:12.608 on lap 44")
    }

    @Test(arguments: [
        (
            LookupError.raceNotRun(season: 2025, round: 4, name: "Monaco Grand Prix"),
            "The 2025 Monaco Grand Prix (round 4) has not been run yet, so it has no results."
        ),
        (.noRaceRun(season: 2025), "No race of the 2025 season has been run yet."),
        (.roundNotFound(season: 2025, round: 9, rounds: 8), "The 2025 season has no round 9: it has 8 rounds."),
    ])
    func resultsFail(error: LookupError, message: String) async {
        let gate = Gate<RaceResults>()
        let screen = RaceResultsScreen(season: 2025, round: .round(4), format: U.utc) { _, _ in try await gate.pass() }
        let (during, after) = await states(of: screen.load, state: { screen.state }, gate: gate, outcome: .failure(error))
        #expect(during == .loading)
        #expect(after.failure?.message == message)
    }

    // MARK: Standings

    @Test func driverStandingsLoad() async throws {
        let gate = Gate<DriverStandingsTable>()
        let calls = Calls<Int>()
        let screen = StandingsScreen(
            season: 2025, format: U.utc,
            loadDrivers: { season in
                calls.record(season)
                return try await gate.pass()
            })
        #expect(screen.state == .idle)

        let (during, after) = await states(of: screen.load, state: { screen.state }, gate: gate, outcome: .success(U.driverTable))

        #expect(during == .loading)
        #expect(calls.all == [2025])
        let content = try #require(after.content)
        #expect(content.round == 3)
        #expect(content.rows.map(\.code) == ["VER", "LEC", "NOR", "TSU"])
        #expect(content.rows.first?.points == "62")
        #expect(content.kind == .drivers)
    }

    @Test func constructorStandingsLoad() async throws {
        let gate = Gate<ConstructorStandingsTable>()
        let calls = Calls<Int>()
        let screen = StandingsScreen(
            season: 2024, format: U.utc,
            loadConstructors: { season in
                calls.record(season)
                return try await gate.pass()
            })
        #expect(screen.state == .idle)

        let (during, after) = await states(of: screen.load, state: { screen.state }, gate: gate, outcome: .success(U.constructorTable))

        #expect(during == .loading)
        #expect(calls.all == [2024])
        let content = try #require(after.content)
        #expect(content.rows.map(\.name) == ["Ferrari", "Red Bull", "McLaren", "Mercedes"])
        #expect(content.kind == .constructors)
    }

    @Test func driverStandingsFail() async {
        let gate = Gate<DriverStandingsTable>()
        let screen = StandingsScreen(season: 1949, format: U.utc, loadDrivers: { _ in try await gate.pass() })
        let (during, after) = await states(
            of: screen.load, state: { screen.state }, gate: gate,
            outcome: .failure(LookupError.seasonNotFound(1949, available: 1950...2025)))
        #expect(during == .loading)
        #expect(after.failure?.message == "No season 1949: the championship started in 1950.")
    }

    @Test func constructorStandingsFail() async {
        struct Timeout: Error {}
        let gate = Gate<ConstructorStandingsTable>()
        let screen = StandingsScreen(season: 2025, format: U.utc, loadConstructors: { _ in try await gate.pass() })
        let (during, after) = await states(of: screen.load, state: { screen.state }, gate: gate, outcome: .failure(Timeout()))
        #expect(during == .loading)
        #expect(after.failure?.message == "Something went wrong while loading the data; please try again.")
    }

    // MARK: Overview

    @Test func overviewLoads() async throws {
        let gate = Gate<SeasonOverview>()
        let screen = OverviewScreen(format: U.utc) { try await gate.pass() }
        #expect(screen.state == .idle)

        let (during, after) = await states(
            of: screen.load, state: { screen.state }, gate: gate, outcome: .success(SeasonAndOverviewMappingTests.overview))

        #expect(during == .loading)
        let content = try #require(after.content)
        #expect(content.progress == "3 of 8 races run")
        #expect(content.nextRace?.name == "Monaco Grand Prix")
        #expect(content.drivers.count == 3)
    }

    @Test func overviewFails() async {
        let gate = Gate<SeasonOverview>()
        let screen = OverviewScreen(format: U.utc) { try await gate.pass() }
        let (during, after) = await states(
            of: screen.load, state: { screen.state }, gate: gate,
            outcome: .failure(SourceError.malformed(MalformedData(.file("demo.yml"), line: 3, column: 7, reason: "expected a number"))))
        #expect(during == .loading)
        #expect(
            after
                == .error(
                    F1UI.Failure(
                        message: "demo.yml:3:7: expected a number", actions: [],
                        reason: .source(.malformed(MalformedData(.file("demo.yml"), line: 3, column: 7, reason: "expected a number"))))))
    }
}

/// The live screen: a board per snapshot, the last one kept, errors as friendly text.
@MainActor
@Suite struct LiveRaceScreenTests {
    nonisolated static func stream(_ snapshots: [LiveRaceData], failure: (any Error)? = nil) -> AsyncThrowingStream<LiveRaceData, any Error> {
        AsyncThrowingStream { continuation in
            for snapshot in snapshots { continuation.yield(snapshot) }
            continuation.finish(throwing: failure)
        }
    }

    nonisolated static let laps = (42...45).map { SampleData.live(lap: $0, gap: 2000 + $0) }

    @Test func aBoardPerSnapshotAndTheLastOneStays() async {
        let screen = LiveRaceScreen { Self.stream(Self.laps) }
        #expect(screen.state == .idle)

        var boards: [F1UI.Live.Board] = []
        await screen.run { boards.append($0.board) }

        #expect(boards.map(\.lap) == ["42/78", "43/78", "44/78", "45/78"])
        #expect(boards.map { $0.lines[1].gap } == ["+2.042", "+2.043", "+2.044", "+2.045"])
        #expect(boards.allSatisfy { $0.leader == "LEC" && $0.lines[0].gap == "Leader" })
        var trail = F1UI.Live.GapTrail()
        for lap in Self.laps { trail.record(lap) }
        #expect(screen.state == .loaded(.init(board: LiveRaceScreen.makeBoardData(from: Self.laps[3]), race: Self.laps[3], trail: trail)))
        // The gap chart's trail: the second car's gap at each lap shown, the leader's zero.
        let second = Self.laps[3].positions[1].driver
        #expect(screen.state.content?.trail.cars[second]?.gaps == [42: 2.042, 43: 2.043, 44: 2.044, 45: 2.045])
        #expect(screen.state.content?.trail.cars[Self.laps[3].leader]?.gaps.values.allSatisfy { $0 == 0 } == true)
        #expect(screen.state.content?.board.lap == "45/78")
    }

    @Test func theFlagIsOnTheFinalBoard() async {
        let screen = LiveRaceScreen { Self.stream([SampleData.live(lap: 77), SampleData.live(lap: 78, isFinished: true)]) }
        await screen.run()
        #expect(screen.state.content?.board.isFinished == true)
        #expect(screen.state.content?.board.lap == "78/78")
    }

    @Test func loadingUntilTheFirstSnapshot() async {
        let gate = Gate<[LiveRaceData]>()
        let screen = LiveRaceScreen {
            AsyncThrowingStream { continuation in
                Task {
                    do {
                        for snapshot in try await gate.pass() { continuation.yield(snapshot) }
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: error)
                    }
                }
            }
        }
        let task = Task { await screen.run() }
        await gate.arrived()
        #expect(screen.state == .loading)
        gate.open(with: .success(Self.laps))
        await task.value
        #expect(screen.state.content?.board.lap == "45/78")
    }

    @Test func anErrorMidRaceReplacesTheBoardWithAFriendlyMessage() async {
        let screen = LiveRaceScreen {
            Self.stream(
                Array(Self.laps.prefix(2)), failure: SourceError.unreachable(server: "timing.example.org", reason: .connectionDropped, attempts: 1))
        }
        var boards: [F1UI.Live.Board] = []
        await screen.run { boards.append($0.board) }

        #expect(boards.map(\.lap) == ["42/78", "43/78"])
        #expect(
            screen.state
                == .error(
                    F1UI.Failure(
                        message: "The API at timing.example.org closed the connection without answering (1 try); try again later.",
                        actions: [.retry, .showCachedData],
                        reason: .source(.unreachable(server: "timing.example.org", reason: .connectionDropped, attempts: 1)))))
    }

    @Test func noLiveRace() async {
        let screen = LiveRaceScreen { Self.stream([], failure: LookupError.noLiveRace) }
        await screen.run()
        #expect(screen.state.failure?.message == "There is no live race to follow in this source.")
    }

    @Test func anUnexpectedErrorIsGeneric() async {
        struct DecoderExploded: Error {}
        let screen = LiveRaceScreen { Self.stream([SampleData.live(lap: 42)], failure: DecoderExploded()) }
        await screen.run()
        #expect(screen.state.failure?.message == "Something went wrong while loading the data; please try again.")
    }

    @Test func cancellingKeepsTheLastBoard() async throws {
        // A feed that never ends: the screen follows until its task is cancelled.
        let (updates, delivered) = AsyncStream<LiveRaceScreen.Content>.makeStream()
        let (feed, feedContinuation) = AsyncThrowingStream<LiveRaceData, any Error>.makeStream()
        feedContinuation.yield(SampleData.live(lap: 42))
        let screen = LiveRaceScreen { feed }
        let task = Task { await screen.run { delivered.yield($0) } }
        var iterator = updates.makeAsyncIterator()
        let next = await iterator.next()
        let first = try #require(next)
        #expect(first.board.lap == "42/78")
        task.cancel()
        await task.value
        #expect(screen.state == .loaded(first))
        feedContinuation.finish()
    }
}
