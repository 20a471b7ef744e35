import F1Data
import F1Domain
import F1TestSupport
import F1UseCases
import Testing

/// The demo's live race on a clock whose sleeps return at once.
@Suite struct LiveRaceSimulationTests {
    let start: LiveRaceData

    init() throws {
        start = try DemoRepository().dataset.liveRace
    }

    /// Every snapshot of a whole run, and the clock it slept on.
    func run(seed: UInt64 = 2025, from start: LiveRaceData? = nil, every interval: Duration = .seconds(4)) async throws
        -> (snapshots: [LiveRaceData], clock: ImmediateClock)
    {
        let clock = ImmediateClock()
        var snapshots: [LiveRaceData] = []
        for try await snapshot in DemoLiveRace(start: start ?? self.start, seed: seed).liveRace(every: interval, clock: clock) {
            snapshots.append(snapshot)
        }
        return (snapshots, clock)
    }

    @Test func theDatasetsSnapshotIsTheStart() {
        #expect(start.raceName == "Monaco Grand Prix")
        #expect(start.currentLap == 42)
        #expect(start.totalLaps == 78)
        #expect(start.positions.count == 8)
        #expect(!start.isFinished)
    }

    @Test func firstSnapshotIsTheDatasets() async throws {
        let (snapshots, _) = try await run()
        #expect(snapshots.first == start)
    }

    @Test func lapsAdvanceByOneUntilTheFlag() async throws {
        let (snapshots, _) = try await run()
        #expect(snapshots.map(\.currentLap) == Array(42...78))
        #expect(snapshots.allSatisfy { $0.totalLaps == 78 && $0.raceName == "Monaco Grand Prix" })
    }

    @Test func endsFinishedOnTheLastLapAndOnlyThen() async throws {
        let (snapshots, _) = try await run()
        let last = try #require(snapshots.last)
        #expect(last.isFinished)
        #expect(last.currentLap == last.totalLaps)
        #expect(snapshots.dropLast().allSatisfy { !$0.isFinished })
    }

    @Test func theStreamFinishesAfterTheFlag() async throws {
        let stream = DemoLiveRace(start: start).liveRace(every: .seconds(1), clock: ImmediateClock())
        var iterator = stream.makeAsyncIterator()
        var count = 0
        while let snapshot = try await iterator.next() {
            count += 1
            if snapshot.isFinished { break }
        }
        #expect(count == 37)
        #expect(try await iterator.next() == nil)
    }

    @Test func everySnapshotHasTheSameEightCarsInPositionsOneToEight() async throws {
        let (snapshots, _) = try await run()
        let drivers = start.positions.map(\.driver)
        #expect(Set(drivers).count == 8)
        for snapshot in snapshots {
            #expect(snapshot.positions.map(\.position) == Array(1...8), "lap \(snapshot.currentLap)")
            #expect(snapshot.positions.map(\.driver).sorted() == drivers.sorted(), "lap \(snapshot.currentLap)")
        }
    }

    @Test func eachCarKeepsItsCodeAndTeam() async throws {
        let (snapshots, _) = try await run()
        let cars = Dictionary(uniqueKeysWithValues: start.positions.map { ($0.driver, ($0.code, $0.constructorName)) })
        for position in snapshots.flatMap(\.positions) {
            let car = try #require(cars[position.driver])
            #expect(position.code == car.0)
            #expect(position.constructorName == car.1)
        }
    }

    @Test func theLeaderIsFirstWithNoGap() async throws {
        let (snapshots, _) = try await run()
        for snapshot in snapshots {
            let first = try #require(snapshot.positions.first)
            #expect(snapshot.leader == first.driver, "lap \(snapshot.currentLap)")
            #expect(first.gapToLeader == nil)
            #expect(first.interval == nil)
            #expect(snapshot.positions.dropFirst().allSatisfy { $0.gapToLeader != nil && $0.interval != nil }, "lap \(snapshot.currentLap)")
        }
    }

    @Test func gapsGrowDownTheOrderAndIntervalsAreTheirDifferences() async throws {
        let (snapshots, _) = try await run()
        for snapshot in snapshots {
            var previousGap = 0
            for position in snapshot.positions.dropFirst() {
                let gap = try #require(position.gapToLeader).milliseconds
                let interval = try #require(position.interval).milliseconds
                #expect(gap >= previousGap, "lap \(snapshot.currentLap), \(position.code)")
                #expect(interval >= 0, "lap \(snapshot.currentLap), \(position.code)")
                #expect(interval == gap - previousGap, "lap \(snapshot.currentLap), \(position.code)")
                previousGap = gap
            }
        }
    }

    @Test func theRaceChangesAsItGoes() async throws {
        // Not a frozen board: gaps move between laps (each car drifts every lap).
        let (snapshots, _) = try await run()
        let boards = snapshots.map { $0.positions.map { $0.gapToLeader?.milliseconds } }
        #expect(Set(boards).count > 1)
    }

    @Test(arguments: [Duration.seconds(4), .milliseconds(250)])
    func sleepsTheIntervalBetweenSnapshots(interval: Duration) async throws {
        let (snapshots, clock) = try await run(every: interval)
        // One sleep before each snapshot after the first, none after the flag.
        #expect(clock.sleeps == Array(repeating: interval, count: snapshots.count - 1))
        #expect(clock.sleeps.count == 36)
    }

    /// The demo's race as the sources open it: Monaco's weekend named for the map, and every car
    /// on the lap as the leader starts it, the leader at the line and each other car its gap short
    /// of it at the race's pace, so the cars move on the map as the gaps change.
    @Test func theDemosRaceNamesItsWeekendAndPlacesEveryCarOnTheLap() async throws {
        let race = try DemoRepository().liveRace
        #expect(race.session == SessionAddress(season: 2025, round: .round(4), session: .race))
        let pace = try #require(race.pace).milliseconds
        // Monaco's 3,337 m at a model car's pace: a lap of a minute or more, not a placeholder.
        #expect((60_000...90_000).contains(pace))
        var snapshots: [LiveRaceData] = []
        for try await snapshot in race.liveRace(every: .seconds(1), clock: ImmediateClock()) { snapshots.append(snapshot) }
        #expect(snapshots.count == 37)
        for snapshot in snapshots {
            let fractions = snapshot.positions.map(\.lapFraction)
            #expect(fractions.first == 0, "lap \(snapshot.currentLap)")
            for (position, fraction) in zip(snapshot.positions.dropFirst(), fractions.dropFirst()) {
                let gap = try #require(position.gapToLeader).milliseconds
                let expected = Double(pace - gap) / Double(pace)
                #expect(abs(try #require(fraction) - expected) < 1e-9, "lap \(snapshot.currentLap), \(position.code)")
            }
            // Down the order, each car is further short of the line than the car ahead.
            let behind = fractions.dropFirst().compactMap { $0 }
            #expect(behind.count == 7 && zip(behind, behind.dropFirst()).allSatisfy { $0 >= $1 }, "lap \(snapshot.currentLap)")
        }
        let moved = zip(snapshots, snapshots.dropFirst()).filter { $0.positions.map(\.lapFraction) != $1.positions.map(\.lapFraction) }
        #expect(moved.count > 30)
    }

    @Test func withoutAPaceNoCarIsPlaced() async throws {
        let (snapshots, _) = try await run()
        #expect(snapshots.allSatisfy { $0.positions.allSatisfy { $0.lapFraction == nil } })
    }

    @Test func theSameSeedRunsTheSameRace() async throws {
        let first = try await run(seed: 7).snapshots
        let second = try await run(seed: 7).snapshots
        #expect(first == second)
    }

    @Test func aDifferentSeedRunsADifferentRace() async throws {
        let first = try await run(seed: 7).snapshots
        let second = try await run(seed: 8).snapshots
        #expect(first.first == second.first)
        #expect(first != second)
    }

    @Test func aFinishedRaceGivesItsSnapshotAndEndsWithoutSleeping() async throws {
        var finished = start
        finished.currentLap = 78
        finished.isFinished = true
        let (snapshots, clock) = try await run(from: finished)
        #expect(snapshots == [finished])
        #expect(clock.sleeps.isEmpty)
    }

    @Test func oneLapToGo() async throws {
        var nearlyDone = start
        nearlyDone.currentLap = 77
        let (snapshots, clock) = try await run(from: nearlyDone)
        #expect(snapshots.map(\.currentLap) == [77, 78])
        #expect(snapshots.map(\.isFinished) == [false, true])
        #expect(clock.sleeps.count == 1)
    }

    @Test func theSimulationStaysFinishedAfterTheFlag() {
        var simulation = LiveRaceSimulation(start: start, seed: 2025)
        #expect(simulation.snapshot == start)
        while !simulation.snapshot.isFinished { _ = simulation.advance() }
        let flag = simulation.snapshot
        #expect(flag.currentLap == 78)
        #expect(simulation.advance() == flag)
        #expect(simulation.snapshot == flag)
    }

    @Test func followingThreeLapsGivesFourSnapshots() async throws {
        let clock = ImmediateClock()
        let follow = FollowLiveRace(repository: DemoLiveRace(start: start), clock: clock)
        var laps: [Int] = []
        for try await snapshot in follow(every: .seconds(2), laps: 3) {
            laps.append(snapshot.currentLap)
        }
        #expect(laps == [42, 43, 44, 45])
        #expect(Array(clock.sleeps.prefix(3)) == Array(repeating: .seconds(2), count: 3))
    }

    @Test func followingWithoutLapsRunsToTheFlag() async throws {
        var laps: [Int] = []
        for try await snapshot in FollowLiveRace(repository: DemoLiveRace(start: start), clock: ImmediateClock())(every: .seconds(1)) {
            laps.append(snapshot.currentLap)
        }
        #expect(laps == Array(42...78))
    }
}
