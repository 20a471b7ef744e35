import F1Domain
import Foundation

@testable import F1Data

/// One endpoint's answer of a recorded OpenF1 session (byte 0 picks which), read beside a fixed
/// session as a replay reads its folder, then laid out as a timeline and played at a few moments:
/// the start, the end, the flag, the leader's laps. Errors are expected; a crash, a hang or a
/// timeline that cannot be walked is a finding.
func fuzzOpenF1Recording(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let endpoints = OpenF1Endpoint.allCases.filter { $0 != .sessions }
    let endpoint = endpoints[Int(data[0]) % endpoints.count]
    let body = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    var answers: [OpenF1Endpoint: Data] = [.sessions: OpenF1RecordingFuzzing.session]
    answers[endpoint] = body
    for strict in [false, true] {
        guard let read = try? OpenF1Decoding(strict: strict).timing(from: answers) else { continue }
        let timeline = SessionTimeline(read.timing)
        _ = timeline.state(at: timeline.start)
        _ = timeline.state(at: timeline.end)
        if let flag = timeline.chequeredFlag { _ = timeline.state(at: flag) }
        for lap in 1...3 { _ = timeline.moment(leaderStartsLap: lap) }
        _ = timeline.orderAtTheFlag()
    }
    return 0
}

enum OpenF1RecordingFuzzing {
    /// Made for each input: a global `Data` is reported as a leak by LeakSanitizer.
    static var session: Data { Data(sessionText.utf8) }
    static let sessionText = """
        {"session_key": 11280, "session_type": "Race", "session_name": "Race", "date_start": "2026-05-03T17:00:00+00:00",
         "date_end": "2026-05-03T19:00:00+00:00", "meeting_key": 1284, "circuit_key": 151, "circuit_short_name": "Miami",
         "country_key": 19, "country_code": "USA", "country_name": "United States", "location": "Miami Gardens",
         "gmt_offset": "-04:00:00", "year": 2026, "is_cancelled": false}
        """
}
