import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Observation
import Synchronization
import Testing

/// One gate per call, in call order: the first load waits at `gates[0]`, the second at `gates[1]`.
final class GatePerCall<Value: Sendable>: Sendable {
    let gates: [Gate<Value>]
    private let calls = Mutex(0)

    init(count: Int) {
        gates = (0..<count).map { _ in Gate() }
    }

    var callCount: Int { calls.withLock { $0 } }

    func pass() async throws -> Value {
        let index = calls.withLock { count -> Int in
            defer { count += 1 }
            return count
        }
        // trap-ok: a test that loads more often than it made gates for is wrong and should stop.
        return try await gates[index].pass()
    }
}

/// How every screen loads (ContentLoader through LoadingScreen), seen on the seasons screen.
@MainActor
@Suite struct ContentLoaderTests {
    static func seasons(_ years: Int...) -> [Season] { years.map { Season(year: $0) } }

    static func content(_ seasons: [Season]) -> SeasonsScreen.Content {
        SeasonsScreen.Content(rows: seasons.map(SeasonsScreen.makeRowData(from:)), seasons: seasons)
    }

    /// A seasons screen whose loads wait at `gates`, already showing `first` when given.
    func screen(_ gates: GatePerCall<[Season]>, showing first: [Season]? = nil) async -> SeasonsScreen {
        let screen = SeasonsScreen { try await gates.pass() }
        if let first {
            gates.gates[0].open(with: .success(first))
            await screen.onAppear()
        }
        return screen
    }

    func years(_ state: SeasonsScreen.ViewState) -> [Int]? { state.content?.seasons.map(\.year) }

    /// An observer (SwiftUI, the terminal app's loop) that reads a screen's state hears of its
    /// next change, and one that reads only the refresh failure hears of that, not of the state.
    @Test func observersHearOfTheChangesTheyRead() async {
        let gates = GatePerCall<[Season]>(count: 2)
        let screen = await screen(gates, showing: Self.seasons(2024))
        let stateChanged = Mutex(0)
        let failureChanged = Mutex(0)
        withObservationTracking {
            _ = screen.state
        } onChange: {
            stateChanged.withLock { $0 += 1 }
        }
        withObservationTracking {
            _ = screen.refreshFailure
        } onChange: {
            failureChanged.withLock { $0 += 1 }
        }

        let refresh = Task { await screen.onRefresh() }
        await gates.gates[1].arrived()
        #expect(stateChanged.withLock { $0 } == 1)
        #expect(failureChanged.withLock { $0 } == 0)

        gates.gates[1].open(with: .failure(SourceError.unreadable(path: "seasons.yml", problem: .missing)))
        await refresh.value
        #expect(screen.refreshFailure != nil)
        #expect(failureChanged.withLock { $0 } == 1)
    }

    @Test func appearLoadsOnlyTheFirstTime() async {
        let gates = GatePerCall<[Season]>(count: 2)
        let screen = await screen(gates, showing: Self.seasons(2025))
        await screen.onAppear()
        #expect(gates.callCount == 1)
        #expect(screen.state == .loaded(Self.content(Self.seasons(2025))))
    }

    @Test func refreshKeepsTheContentWhileItLoads() async {
        let gates = GatePerCall<[Season]>(count: 2)
        let screen = await screen(gates, showing: Self.seasons(2024))
        let refresh = Task { await screen.onRefresh() }
        await gates.gates[1].arrived()
        #expect(screen.state == .refreshing(Self.content(Self.seasons(2024))))
        #expect(screen.state.isLoading)

        gates.gates[1].open(with: .success(Self.seasons(2025, 2024)))
        await refresh.value
        #expect(screen.state == .loaded(Self.content(Self.seasons(2025, 2024))))
    }

    @Test func aFailedRefreshKeepsTheContentUntilTheNextOneWorks() async {
        let gates = GatePerCall<[Season]>(count: 3)
        let screen = await screen(gates, showing: Self.seasons(2024))
        let missing = SourceError.unreadable(path: "seasons.yml", problem: .missing)
        gates.gates[1].open(with: .failure(missing))
        await screen.onRefresh()
        #expect(screen.state == .loaded(Self.content(Self.seasons(2024))))
        #expect(screen.refreshFailure?.reason == .source(missing))

        gates.gates[2].open(with: .success(Self.seasons(2025)))
        await screen.onRefresh()
        #expect(years(screen.state) == [2025])
        #expect(screen.refreshFailure == nil)
    }

    @Test func retryAfterAnErrorLoadsFromScratch() async {
        let gates = GatePerCall<[Season]>(count: 2)
        let screen = await screen(gates)
        gates.gates[0].open(with: .failure(SourceError.unreadable(path: "seasons.yml", problem: .missing)))
        await screen.onAppear()
        #expect(screen.state.failure != nil)

        let retry = Task { await screen.onTappedRetry() }
        await gates.gates[1].arrived()
        #expect(screen.state == .loading)
        gates.gates[1].open(with: .success(Self.seasons(1950)))
        await retry.value
        #expect(years(screen.state) == [1950])
    }

    // MARK: Overlapping loads

    @Test func theNewerLoadWinsWhenItFinishesFirst() async {
        let gates = GatePerCall<[Season]>(count: 2)
        let screen = await screen(gates)
        let older = Task { await screen.load() }
        await gates.gates[0].arrived()
        let newer = Task { await screen.load() }
        await gates.gates[1].arrived()

        gates.gates[1].open(with: .success(Self.seasons(2025)))
        await newer.value
        #expect(years(screen.state) == [2025])

        gates.gates[0].open(with: .success(Self.seasons(1999)))
        await older.value
        #expect(years(screen.state) == [2025])
    }

    @Test func anOlderLoadFinishingFirstLeavesTheNewerOneLoading() async {
        let gates = GatePerCall<[Season]>(count: 2)
        let screen = await screen(gates)
        let older = Task { await screen.load() }
        await gates.gates[0].arrived()
        let newer = Task { await screen.load() }
        await gates.gates[1].arrived()

        gates.gates[0].open(with: .success(Self.seasons(1999)))
        await older.value
        #expect(screen.state == .loading)

        gates.gates[1].open(with: .success(Self.seasons(2025)))
        await newer.value
        #expect(years(screen.state) == [2025])
    }

    @Test func anOlderRefreshFailingLeavesTheNewerOneRefreshing() async {
        let gates = GatePerCall<[Season]>(count: 3)
        let screen = await screen(gates, showing: Self.seasons(2024))
        let older = Task { await screen.onRefresh() }
        await gates.gates[1].arrived()
        let newer = Task { await screen.onRefresh() }
        await gates.gates[2].arrived()

        gates.gates[1].open(with: .failure(SourceError.unreadable(path: "seasons.yml", problem: .missing)))
        await older.value
        #expect(screen.state == .refreshing(Self.content(Self.seasons(2024))))
        #expect(screen.refreshFailure == nil)

        gates.gates[2].open(with: .success(Self.seasons(2025)))
        await newer.value
        #expect(years(screen.state) == [2025])
    }

    // MARK: Cancellation

    @Test func aCancelledRefreshPutsBackTheContentAndDropsItsResult() async {
        let gates = GatePerCall<[Season]>(count: 2)
        let screen = await screen(gates, showing: Self.seasons(2024))
        let refresh = Task { await screen.onRefresh() }
        await gates.gates[1].arrived()
        refresh.cancel()
        // The stub ignores cancellation, so its result still arrives; the loader must drop it.
        gates.gates[1].open(with: .success(Self.seasons(2025)))
        await refresh.value
        #expect(screen.state == .loaded(Self.content(Self.seasons(2024))))
        #expect(screen.refreshFailure == nil)
    }

    @Test func aCancelledFirstLoadGoesBackToIdle() async {
        let gates = GatePerCall<[Season]>(count: 2)
        let screen = await screen(gates)
        let load = Task { await screen.onAppear() }
        await gates.gates[0].arrived()
        screen.loader.cancel()
        gates.gates[0].open(with: .success(Self.seasons(2025)))
        await load.value
        #expect(screen.state == .idle)

        // Idle again, so appearing loads again.
        gates.gates[1].open(with: .success(Self.seasons(2025)))
        await screen.onAppear()
        #expect(years(screen.state) == [2025])
    }

    // MARK: Empty

    @Test func contentWithNothingToShowIsEmpty() async {
        let loader = ContentLoader<[Int]>(emptiness: { $0.isEmpty ? "Nothing here." : nil }, operation: { [] })
        await loader.load()
        #expect(loader.state == .empty("Nothing here."))
        #expect(loader.state.content == nil)
    }
}
