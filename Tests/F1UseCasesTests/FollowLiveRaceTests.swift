import F1Domain
import F1TestSupport
import F1UseCases
import Testing

@Suite struct FollowLiveRaceTests {
    /// Snapshots on laps 10 through 20.
    static let elevenLaps = (10...20).map { SampleData.live(lap: $0, totalLaps: 20, isFinished: $0 == 20) }

    static func laps(
        of repository: StubLiveRaceRepository, every interval: Duration = .seconds(5), laps: Int?
    ) async throws -> [Int] {
        var seen: [Int] = []
        for try await snapshot in FollowLiveRace(repository: repository, clock: ImmediateClock())(every: interval, laps: laps) {
            seen.append(snapshot.currentLap)
        }
        return seen
    }

    @Test(arguments: [(0, [10]), (1, [10, 11]), (3, [10, 11, 12, 13]), (10, Array(10...20))])
    func stopsAfterThatManyLapsBeyondTheFirst(laps: Int, expected: [Int]) async throws {
        #expect(try await Self.laps(of: StubLiveRaceRepository(snapshots: Self.elevenLaps), laps: laps) == expected)
    }

    @Test func withoutLapsEverySnapshotPasses() async throws {
        #expect(try await Self.laps(of: StubLiveRaceRepository(snapshots: Self.elevenLaps), laps: nil) == Array(10...20))
    }

    @Test func moreLapsThanTheRaceHasEndsWithTheRace() async throws {
        #expect(try await Self.laps(of: StubLiveRaceRepository(snapshots: Self.elevenLaps), laps: 50) == Array(10...20))
    }

    @Test func countsLapsNotSnapshots() async throws {
        // A feed that skips laps: three laps beyond lap 42 is reached at lap 46, the third snapshot.
        let skipping = [42, 44, 46, 48].map { SampleData.live(lap: $0) }
        #expect(try await Self.laps(of: StubLiveRaceRepository(snapshots: skipping), laps: 3) == [42, 44, 46])
    }

    @Test func passesSnapshotsThroughUnchanged() async throws {
        let repository = StubLiveRaceRepository(snapshots: Self.elevenLaps)
        var seen: [LiveRaceData] = []
        for try await snapshot in FollowLiveRace(repository: repository, clock: ImmediateClock())(every: .seconds(1), laps: 2) {
            seen.append(snapshot)
        }
        #expect(seen == Array(Self.elevenLaps.prefix(3)))
    }

    @Test(arguments: [nil, 5] as [Int?])
    func asksTheRepositoryWithTheIntervalAndClock(laps: Int?) async throws {
        let repository = StubLiveRaceRepository(snapshots: Self.elevenLaps)
        let clock = ImmediateClock()
        for try await _ in FollowLiveRace(repository: repository, clock: clock)(every: .milliseconds(1500), laps: laps) {}

        #expect(repository.requests.intervals == [.milliseconds(1500)])
        let used = try #require(repository.requests.clocks.first as? ImmediateClock)
        #expect(used === clock)
    }

    @Test(arguments: [nil, 2, 10] as [Int?])
    func errorsPropagateAfterTheSnapshotsBeforeThem(laps: Int?) async throws {
        let repository = StubLiveRaceRepository(
            snapshots: [SampleData.live(lap: 42), SampleData.live(lap: 43)],
            failure: SourceError.unreachable(server: "timing.example.org", reason: .connectionDropped, attempts: 1))
        var seen: [Int] = []
        await #expect(throws: SourceError.unreachable(server: "timing.example.org", reason: .connectionDropped, attempts: 1)) {
            for try await snapshot in FollowLiveRace(repository: repository, clock: ImmediateClock())(every: .seconds(1), laps: laps) {
                seen.append(snapshot.currentLap)
            }
        }
        #expect(seen == [42, 43])
    }

    @Test func anErrorAfterEnoughLapsIsNeverSeen() async throws {
        // The follower stops at lap 43 before the feed fails.
        let repository = StubLiveRaceRepository(
            snapshots: [SampleData.live(lap: 42), SampleData.live(lap: 43)],
            failure: SourceError.unreachable(server: "timing.example.org", reason: .connectionDropped, attempts: 1))
        #expect(try await Self.laps(of: repository, laps: 1) == [42, 43])
    }

    @Test func anEmptyFeedEndsAtOnce() async throws {
        #expect(try await Self.laps(of: StubLiveRaceRepository(snapshots: []), laps: 3).isEmpty)
    }
}
