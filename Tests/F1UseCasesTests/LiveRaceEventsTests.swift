import F1Domain
import F1UseCases
import Testing

/// LiveRaceEvents on frames made by hand: what fires, once, and what the first frame holds back.
struct LiveRaceEventsUnitTests {
    static func frame(
        _ changes: [(TrackFlag, Int, String?)], race: String = "Test Grand Prix", lap: Int = 10, isFinished: Bool = false, timed: Bool = true
    ) -> LiveRaceData {
        LiveRaceData(
            raceName: race, currentLap: lap, totalLaps: 50, leader: "1", positions: [], isFinished: isFinished,
            track: changes.last?.0 ?? (timed ? .notStarted : .green), at: timed ? Moment(millisecondsSince1970: 1_000_000) : nil,
            trackChanges: changes.map { TrackChange(flag: $0.0, at: Moment(millisecondsSince1970: $0.1), lap: $0.1 / 1000, message: $0.2) })
    }

    static let start = (TrackFlag.green, 1000, Optional("SESSION STARTED"))
    static let safetyCar = (TrackFlag.safetyCar, 5000, Optional("SAFETY CAR DEPLOYED"))
    static let safetyCarIn = (TrackFlag.safetyCarEnding, 9000, Optional("SAFETY CAR IN THIS LAP"))
    static let racing = (TrackFlag.green, 10000, String?.none)
    static let red = (TrackFlag.red, 20000, Optional("RED FLAG"))
    static let resumed = (TrackFlag.green, 30000, Optional("SESSION RESUMED"))
    static let flag = (TrackFlag.chequered, 40000, Optional("CHEQUERED FLAG"))

    @Test func eachChangeFiresOnceWithItsRecordAndGreenAfterANeutralisationIsNoEvent() {
        var events = LiveRaceEvents()
        #expect(events.events(in: Self.frame([])).isEmpty)
        let first = events.events(in: Self.frame([Self.start, Self.safetyCar]))
        #expect(first.map(\.kind) == [.sessionStart, .safetyCar])
        #expect(first.map(\.message) == ["SESSION STARTED", "SAFETY CAR DEPLOYED"])
        #expect(first.map(\.lap) == [1, 5])
        #expect(first.last?.at == Moment(millisecondsSince1970: 5000))
        #expect(first.allSatisfy { $0.session == "Test Grand Prix" })
        let all = [Self.start, Self.safetyCar, Self.safetyCarIn, Self.racing, Self.red, Self.resumed, Self.flag]
        #expect(events.events(in: Self.frame(all)).map(\.kind) == [.safetyCarEnding, .redFlag, .chequeredFlag])
        #expect(events.events(in: Self.frame(all, isFinished: true)).isEmpty)
        // Back to before the safety car, then on again: the same records, nothing new.
        #expect(events.events(in: Self.frame([Self.start])).isEmpty)
        #expect(events.events(in: Self.frame(all)).isEmpty)
    }

    @Test func theFirstFrameIsWhereTheFeedStarts() {
        var events = LiveRaceEvents()
        #expect(events.events(in: Self.frame([Self.start, Self.safetyCar])).isEmpty)
        #expect(events.events(in: Self.frame([Self.start, Self.safetyCar, Self.safetyCarIn])).map(\.kind) == [.safetyCarEnding])
        // Another session starts from its own first frame.
        #expect(events.events(in: Self.frame([Self.start], race: "Other Grand Prix")).isEmpty)
    }

    @Test func aQualifyingStartsEachPartAfterTheFlagBefore() {
        var events = LiveRaceEvents()
        _ = events.events(in: Self.frame([]))
        let parts = [Self.start, (TrackFlag.chequered, 2000, "CHEQUERED FLAG"), (TrackFlag.green, 3000, "SESSION STARTED")]
        #expect(events.events(in: Self.frame(parts)).map(\.kind) == [.sessionStart, .chequeredFlag, .sessionStart])
    }

    @Test func anUntimedRaceHasItsFinishOnceWhateverFrameShowsIt() {
        var events = LiveRaceEvents()
        #expect(events.events(in: Self.frame([], lap: 48, timed: false)).isEmpty)
        let finish = events.events(in: Self.frame([], lap: 50, isFinished: true, timed: false))
        #expect(finish == [LiveRaceEvent(kind: .chequeredFlag, session: "Test Grand Prix", at: nil, lap: 50, message: nil)])
        #expect(events.events(in: Self.frame([], lap: 50, isFinished: true, timed: false)).isEmpty)
    }
}
