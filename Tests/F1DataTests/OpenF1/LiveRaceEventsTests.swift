import F1Data
import F1Domain
import F1TestSupport
import F1UseCases
import Foundation
import Testing

/// The events of the recorded sessions, from the frames a replay shows, against the events read
/// straight from each recording's race_control.json (JSONSerialization, not F1Kit's decoding).
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct LiveRaceEventsTests {
    /// An event as the test compares it: kind, instant in milliseconds, lap (where race control
    /// gave one) and race control's message.
    struct Expected: Equatable, CustomStringConvertible {
        let kind: String
        let at: Int
        let lap: Int?
        let message: String
        var description: String { "\(kind) \(at) lap \(lap.map(String.init) ?? "-") \(message)" }
    }

    /// The events of a recording, read from its race control messages in time order by the rules
    /// race control's own words give: a session status "STARTED" starts a part when none runs; a
    /// chequered flag, or "FINISHED", ends it; the safety car messages deploy and end the safety
    /// car or the virtual one; a red flag suspends.
    static func expectedEvents(_ name: String) throws -> [Expected] {
        let data = try Data(contentsOf: OpenF1Folder.root.appending(path: name).appending(path: "race_control.json"))
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let dated = try records.map { record -> (Int, [String: Any]) in
            let date = try #require(record["date"] as? String)
            return (try #require(Self.milliseconds(date)), record)
        }
        var running = false
        var events: [Expected] = []
        for (at, record) in dated.enumerated().sorted(by: { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }).map(\.element) {
            let message = record["message"] as? String ?? ""
            let category = record["category"] as? String
            let flag = record["flag"] as? String
            let kind: String?
            if category == "SessionStatus", message.contains("STARTED"), !running {
                kind = "session-start"
                running = true
            } else if running, flag == "CHEQUERED" || (category == "SessionStatus" && message.contains("FINISHED")) {
                kind = "chequered-flag"
                running = false
            } else if category == "SafetyCar" {
                kind =
                    message.contains("VIRTUAL SAFETY CAR DEPLOYED")
                    ? "virtual-safety-car"
                    : message.contains("VSC ENDING") || message.contains("VIRTUAL SAFETY CAR ENDING")
                        ? "virtual-safety-car-ending"
                        : message.contains("SAFETY CAR DEPLOYED") ? "safety-car" : message.contains("IN THIS LAP") ? "safety-car-ending" : nil
            } else {
                kind = flag == "RED" ? "red-flag" : nil
            }
            if let kind { events.append(Expected(kind: kind, at: at, lap: record["lap_number"] as? Int, message: message)) }
        }
        return events
    }

    static func milliseconds(_ text: String) -> Int? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter.date(from: text).map { Int(($0.timeIntervalSince1970 * 1000).rounded()) }
    }

    static func replay(_ name: String) throws -> TimedSessionReplay {
        TimedSessionReplay(timeline: SessionTimeline(try OpenF1Folder.recording(name).read(strict: true).timing), raceName: name)
    }

    /// The announced events are the expected ones, in order: kind, instant, message, and the lap
    /// where race control gave one (else it is the leader's, which race control does not say).
    static func expectSame(_ announced: [LiveRaceEvent], _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(announced.map(\.kind.rawValue) == expected.map(\.kind), sourceLocation: sourceLocation)
        #expect(announced.map { $0.at?.millisecondsSince1970 } == expected.map(\.at), sourceLocation: sourceLocation)
        #expect(announced.map { $0.message ?? "" } == expected.map(\.message), sourceLocation: sourceLocation)
        #expect(zip(announced, expected).allSatisfy { $1.lap == nil || $0.lap == $1.lap }, sourceLocation: sourceLocation)
    }

    @Test(arguments: OpenF1Folder.sessions, [Duration.seconds(1), .seconds(90)])
    func eachEventFiresOnceInOrder(_ name: String, every interval: Duration) async throws {
        let expected = try Self.expectedEvents(name)
        #expect(!expected.isEmpty)
        var events = LiveRaceEvents()
        var announced: [LiveRaceEvent] = []
        for try await frame in try Self.replay(name).liveRace(every: interval, clock: ImmediateClock()) {
            announced += events.events(in: frame)
        }
        Self.expectSame(announced, expected)
        #expect(announced.allSatisfy { $0.session == name })
    }

    @Test func theMiamiRaceHasItsStartSafetyCarAndFlag() throws {
        // Read by hand from race_control.json: lights out (lap 1 starts then), the safety car from
        // lap 6 to lap 11, the flag on lap 57.
        #expect(
            try Self.expectedEvents("2026-miami-race").map(\.kind) == ["session-start", "safety-car", "safety-car-ending", "chequered-flag"])
    }

    @Test func aReplayJumpedBackAnnouncesNothingTwice() async throws {
        let expected = try Self.expectedEvents("2026-miami-race")
        let replay = try Self.replay("2026-miami-race")
        let log = LiveRaceEventLog()
        var announced: [LiveRaceEvent] = []
        var jumped = false
        for try await frame in replay.liveRace(every: .seconds(5), clock: ImmediateClock()) {
            announced += log.events(in: frame)
            // Past the safety car, back to lap 3 to see it again, then on to the flag.
            if !jumped, frame.currentLap == 14 {
                jumped = true
                #expect(replay.cursor.jump(toLap: 3))
            }
        }
        #expect(jumped)
        Self.expectSame(announced, expected)
        // Played again from the start in a second stream, on the same log: nothing new.
        #expect(replay.cursor.jump(toLap: 1))
        for try await frame in replay.liveRace(every: .seconds(30), clock: ImmediateClock()) {
            #expect(log.events(in: frame).isEmpty)
        }
    }

    @Test func aReplayStartedLateDoesNotAnnounceWhatCameBefore() async throws {
        let replay = try Self.replay("2026-miami-race")
        #expect(replay.cursor.jump(toLap: 8))
        var events = LiveRaceEvents()
        var announced: [LiveRaceEvent.Kind] = []
        for try await frame in replay.liveRace(every: .seconds(5), clock: ImmediateClock()) {
            announced += events.events(in: frame).map(\.kind)
        }
        #expect(announced == [.safetyCarEnding, .chequeredFlag])
    }
}
