import F1Data
import F1Domain
import F1TestSupport
import F1UseCases
import Foundation
import Testing

/// The recorded Miami race replayed on the live board, with a clock whose sleeps return at once.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct TimedReplayTests {
    static let timeline: SessionTimeline? = try? SessionTimeline(OpenF1Folder.recording("2026-miami-race").read(strict: true).timing)
    /// f1db's official result by car (2026 round 4), as a composition root would give it.
    static let official: [TimingDriver.ID: Int] = [16: 8, 44: 6, 43: 7].reduce(into: [:]) { $0[TimingDriver.ID(rawValue: $1.key)] = $1.value }

    static func replay(fromLap lap: Int? = nil) throws -> TimedSessionReplay {
        TimedSessionReplay(timeline: try #require(Self.timeline), raceName: "Miami Grand Prix", officialPlaces: Self.official, fromLap: lap)
    }

    static func frames(_ replay: TimedSessionReplay, every interval: Duration = .seconds(1), limit: Int = 100_000) async throws -> [LiveRaceData] {
        var frames: [LiveRaceData] = []
        for try await frame in replay.liveRace(every: interval, clock: ImmediateClock()) {
            frames.append(frame)
            if frames.count == limit { break }
        }
        return frames
    }

    static func at(_ frame: LiveRaceData) -> Int { frame.at?.millisecondsSince1970 ?? -1 }

    @Test func theReplayBeginsWithTheGridAndMovesOnByTheIntervalEachTick() async throws {
        let frames = try await Self.frames(Self.replay(), every: .seconds(5), limit: 40)
        #expect(frames.count == 40)
        #expect(frames[0].track == .notStarted)
        #expect(frames[0].positions.prefix(3).map(\.code) == ["ANT", "VER", "LEC"])
        #expect(zip(frames, frames.dropFirst()).allSatisfy { Self.at($1) - Self.at($0) == 5000 })
        // Half a minute before the start; the start is at 17:04:02.493.
        #expect(frames.contains { $0.track == .green && $0.currentLap == 1 })
    }

    @Test func fromTheLastLapsToTheOfficialResult() async throws {
        let frames = try await Self.frames(Self.replay(fromLap: 56), every: .seconds(2))
        let last = try #require(frames.last)
        #expect(frames.dropLast().allSatisfy { !$0.isFinished })
        #expect(last.isFinished && last.track == .chequered)
        #expect(frames.count > 60 && frames.count < 200)
        // The road order at the flag, each car's official place beside it where it differs.
        #expect(last.positions.prefix(8).map(\.code) == ["ANT", "NOR", "PIA", "RUS", "VER", "LEC", "HAM", "COL"])
        #expect(last.positions.map(\.position) == Array(1...22))
        #expect(last.positions.first { $0.code == "LEC" }?.officialPosition == 8)
        #expect(last.positions.first { $0.code == "HAM" }?.officialPosition == 6)
        #expect(last.positions.first { $0.code == "ANT" }?.officialPosition == nil)
        #expect(last.positions.first { $0.code == "BOT" }?.lapsBehind == 2)
        #expect(last.positions.suffix(4).allSatisfy { $0.retired })
        #expect(last.currentLap == 57 && last.totalLaps == 57)
        // Before every car is in, the flag is out but the race is not over.
        #expect(frames.contains { $0.track == .chequered && !$0.isFinished })
    }

    @Test func followingAgainResumesWhereTheReplayStood() async throws {
        let replay = try Self.replay(fromLap: 30)
        let first = try await Self.frames(replay, limit: 10)
        let again = try await Self.frames(replay, limit: 3)
        #expect(Self.at(again[0]) == Self.at(try #require(first.last)))
        #expect(Self.at(again[2]) == Self.at(first[9]) + 2000)
    }

    @Test func aJumpTakesEffectAtTheNextTick() async throws {
        let replay = try Self.replay(fromLap: 5)
        var seen: [LiveRaceData] = []
        for try await frame in replay.liveRace(every: .seconds(1), clock: ImmediateClock()) {
            seen.append(frame)
            if seen.count == 3 { #expect(replay.cursor.jump(toLap: 40)) }
            if seen.count == 5 { break }
        }
        #expect(seen[2].currentLap == 5)
        #expect(seen[3].currentLap == 40)
        #expect(!replay.cursor.jump(toLap: 2), "lap 2 is missing from the feed")
        #expect(!replay.cursor.jump(toLap: 58))
        #expect(replay.cursor.laps == 1...57)
    }

    @Test func theBoardCarriesTyresPitsAndGaps() throws {
        let replay = try Self.replay()
        let frame = replay.snapshot(at: try #require(Moment(iso8601: "2026-05-03T17:10:49.845Z")))
        let leclerc = try #require(frame.positions.first { $0.code == "LEC" })
        #expect(leclerc.position == 2 && leclerc.gapToLeader == LapTime(milliseconds: 381) && leclerc.interval == LapTime(milliseconds: 381))
        #expect(leclerc.tyre == .medium && leclerc.tyreAge == 4 && leclerc.pitStops == 0)
        #expect(leclerc.driver == Driver.ID(rawValue: "16") && leclerc.constructorName == "Ferrari")
        #expect(frame.positions.first?.gapToLeader == nil)
        #expect(frame.leader == Driver.ID(rawValue: "12"))
        let underSafetyCar = replay.snapshot(at: try #require(Moment(iso8601: "2026-05-03T17:20:00Z")))
        #expect(underSafetyCar.track == .safetyCar)
    }
}
