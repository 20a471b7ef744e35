import ErgastEmulator
import F1Domain
import F1UI
import F1UseCases
import Foundation
import Synchronization
import Testing

@testable import F1Data

/// Following a session live: the Miami race played by an emulator as if running now, records
/// released as its clock runs, over real sockets.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct OpenF1LiveTests {
    /// The last ten minutes of the race, 20 s of it a round: every record released is gathered
    /// exactly once (the `date>` polls lose none and repeat none), and the feed ends by itself
    /// with the order the replay of the whole recording ends with.
    @Test func followingToTheFlagGathersEveryRecordOnceAndEndsWithTheReplaysResult() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 0)
        // The limits are the next test's subject; here they only need to let the rounds go.
        let feed = try await harness.feed(
            harness.source(limits: RateLimits(burst: 50, burstWindow: .seconds(1), sustained: 1000, sustainedWindow: .seconds(60))))
        var poll = try await feed.firstPoll()
        let firstLeaderLap = SessionTimeline(poll.timing).state(at: SessionTimeline(poll.timing).end).leaderLap
        var isOver = false
        let deadline = ContinuousClock.now + .seconds(300)
        while !isOver, ContinuousClock.now < deadline {
            harness.emulator.advance(bySeconds: 20)
            isOver = try await feed.round(&poll)
        }
        #expect(isOver)
        #expect(poll.rounds > 5)

        let followed = poll.timing
        let recorded = harness.recorded
        // Every record dated up to the newest the follower holds is there once: none lost in
        // the middle, none twice. (Race control goes on after the feed ends: stewards' notes.)
        func gathered<Record: Hashable>(_ followed: [Record], _ recorded: [Record], _ date: WritableKeyPath<Record, Moment>) {
            let newest = followed.map { $0[keyPath: date] }.max() ?? Moment(millisecondsSince1970: 0)
            let expected = harness.served(recorded, date).filter { $0[keyPath: date] <= newest }
            #expect(followed.count == expected.count)
            #expect(Set(followed) == Set(expected))
        }
        gathered(followed.positions, recorded.positions, \.date)
        gathered(followed.intervals, recorded.intervals, \.date)
        gathered(followed.raceControl, recorded.raceControl, \.date)
        gathered(followed.pits, recorded.pits, \.date)
        #expect(followed.positions.count == recorded.positions.count)
        #expect(followed.raceControl.count > 150)
        // Laps: every lap once, with its times filled in once it was run.
        #expect(followed.laps.count == recorded.laps.count)
        let recordedLaps = Set(recorded.laps.map { "\($0.driver) \($0.lap) \($0.duration.map { String($0) } ?? "-")" })
        #expect(Set(followed.laps.map { "\($0.driver) \($0.lap) \($0.duration.map { String($0) } ?? "-")" }) == recordedLaps)
        #expect(followed.classification.count == recorded.classification.count)

        // The race was joined late: the first poll held its first 47 laps, not the last ones.
        #expect(firstLeaderLap < 57 && firstLeaderLap > 45)
        #expect(SessionTimeline(followed).orderAtTheFlag() == harness.recordedTimeline.orderAtTheFlag())
    }

    /// The frames a person sees: on time, moving forward, and ending at the flag with the
    /// replay's last board.
    @Test func theLiveBoardEndsWithTheReplaysLastBoard() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 120, speed: 0)
        let frames = try await harness.frames(of: harness.feed(harness.source()), step: 5)
        let last = try #require(frames.last)
        #expect(last.isFinished)
        #expect(frames.dropLast().allSatisfy { !$0.isFinished })
        let instants = frames.compactMap(\.at)
        #expect(instants == instants.sorted())
        let replay = TimedSessionReplay(timeline: harness.recordedTimeline, raceName: "Miami")
        let replayed = replay.snapshot(at: replay.cursor.finish)
        #expect(last.positions.map(\.code) == replayed.positions.map(\.code))
        #expect(last.positions.map(\.gapToLeader) == replayed.positions.map(\.gapToLeader))
    }

    /// While the API fails, frames keep coming from what the feed has, marked stale; when it
    /// answers again the feed catches up and is no longer stale.
    @Test func aFailingAPINeverFreezesTheBoardAndTheFeedRecovers() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 300, speed: 0)
        let emulator = harness.emulator
        // After the first board: 5xx for a while, then answers cut short, then the API is well.
        let frames = try await harness.frames(of: harness.feed(harness.source()), step: 3) { count in
            switch count {
            case 2: emulator.persistentFault = .serverError
            case 20: emulator.persistentFault = .truncatedJSON
            case 30: emulator.persistentFault = nil
            default: break
            }
        }
        #expect(frames.contains { $0.isStale })
        let lastStale = try #require(frames.lastIndex { $0.isStale })
        #expect(frames[(lastStale + 1)...].contains { !$0.isStale })
        #expect(frames.last?.isFinished == true)
        let replay = TimedSessionReplay(timeline: harness.recordedTimeline, raceName: "Miami")
        #expect(frames.last?.positions.map(\.code) == replay.snapshot(at: replay.cursor.finish).positions.map(\.code))
    }

    /// OpenF1 refuses unauthenticated use while a session is live: one typed refusal a person
    /// is told in one sentence, with the replay offered.
    @Test func withoutATokenALiveSessionIsRefused() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 1)
        harness.emulator.requiredToken = "secret-token"
        await #expect(throws: SourceError.signInRequired(server: "127.0.0.1:\(harness.emulator.baseURL.port ?? 0)", tokenSent: false)) {
            _ = try await harness.source().currentSession()
        }
        let wrong = harness.source(token: "expired")
        await #expect(throws: SourceError.signInRequired(server: "127.0.0.1:\(harness.emulator.baseURL.port ?? 0)", tokenSent: true)) {
            _ = try await wrong.currentSession()
        }
        let sentence = F1UI.FriendlyError.message(for: SourceError.signInRequired(server: "api.openf1.org", tokenSent: false))
        #expect(sentence.contains("HTTP 401") && sentence.contains("replay"))
        #expect(F1UI.FriendlyError.failure(for: SourceError.signInRequired(server: "api.openf1.org", tokenSent: false)).actions == [.replayInstead])
    }

    /// A token goes as a bearer header on every request, and nowhere in any URL.
    @Test func anAccessTokenIsSentAsABearerHeaderOnly() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 1)
        harness.emulator.requiredToken = "secret-token"
        let feed = try await harness.feed(harness.source(token: "secret-token"))
        var poll = try await feed.firstPoll()
        _ = try await feed.round(&poll)
        let requests = harness.emulator.receivedRequests
        #expect(requests.count > 12)
        #expect(requests.allSatisfy { $0.headers["authorization"] == "Bearer secret-token" })
        #expect(requests.allSatisfy { !$0.target.contains("secret") })
    }

    /// A refusal in the middle of a session (a token that expired) ends the feed with it.
    @Test func aRefusalMidSessionEndsTheFeed() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 1)
        let feed = try await harness.feed(harness.source())
        var frames = 0
        await #expect(throws: SourceError.self) {
            for try await _ in feed.liveRace(every: .milliseconds(100), clock: ContinuousClock()) {
                frames += 1
                if frames == 2 { harness.emulator.persistentFault = .unauthorized }
                if frames > 200 {
                    Issue.record("the feed went on after the refusal")
                    break
                }
            }
        }
        #expect(frames >= 2)
    }

    /// Every request the feed sends goes through the limiter, whose grants keep to the limits in
    /// every window; dated endpoints are asked only for what is new.
    @Test func pollsKeepToTheLimitsAndAskOnlyForWhatIsNew() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 10)
        let grants = Mutex<[ContinuousClock.Instant]>([])
        let feed = try await harness.feed(harness.source(onGrant: { instant in grants.withLock { $0.append(instant) } }))
        var poll = try await feed.firstPoll()
        let firstRequests = harness.emulator.receivedRequests.count
        // Six rounds of three, over the 20 requests the 5-second window allows with the first 12.
        for _ in 0..<6 { _ = try await feed.round(&poll) }
        let requests = harness.emulator.receivedRequests
        let granted = grants.withLock { $0 }
        #expect(granted.count == requests.count, "a request went out without the limiter")
        for (index, grant) in granted.enumerated() {
            let inSecond = granted[index...].prefix { grant.duration(to: $0) < .seconds(1) }.count
            let inWindow = granted[index...].prefix { grant.duration(to: $0) < .seconds(5) }.count
            #expect(inSecond <= 5, "more than 5 requests in a second from request \(index)")
            #expect(inWindow <= 20, "more than 20 requests in 5 seconds from request \(index)")
        }
        let polls = requests.dropFirst(firstRequests).map(\.target)
        #expect(polls.count >= 18)
        for target in polls where target.contains("/position?") || target.contains("/intervals?") || target.contains("/race_control?") {
            #expect(target.contains("date%3E="), "\(target) asks again for what it has")
        }
    }

    /// The next session is followable from an hour before its start; earlier, its start is told.
    @Test func aSessionNotYetStartedIsFollowableFromAnHourBefore() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 0)
        let source = harness.source()
        let start = try await source.session(nil).session.start.millisecondsSince1970
        let earlier = { (minutes: Int) in OpenF1Source(client: source.client, now: { Moment(millisecondsSince1970: start - minutes * 60_000) }) }
        _ = try await earlier(59).currentSession()
        await #expect(throws: LookupError.sessionNotYetRunning(next: "Miami 2026", start: Moment(millisecondsSince1970: start))) {
            _ = try await earlier(61).currentSession()
        }
    }

    /// No session running now: the latest is named so it can be replayed.
    @Test func noSessionRunningNamesTheLatest() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 1)
        let source = harness.source()
        let later = OpenF1Source(client: source.client, now: { Moment(millisecondsSince1970: source.now().millisecondsSince1970 + 86_400_000) })
        await #expect(throws: LookupError.noSessionRunning(latest: "Miami 2026")) {
            _ = try await later.currentSession()
        }
    }
}
