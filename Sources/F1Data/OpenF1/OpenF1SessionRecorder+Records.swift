import F1Domain
import Foundation

extension OpenF1SessionRecorder {
    /// The bytes of the dated records to append: in a round, those the poll's merge added, in its
    /// order; in the first poll, every record but those a resumed recording holds. Nil when the
    /// answer's records and its decoded ones do not pair up.
    static func added(
        _ endpoint: OpenF1Endpoint, records: [Data], decoded: SessionTiming, change: (before: SessionTiming, after: SessionTiming)?,
        held: SessionTiming?
    ) -> [Data]? {
        switch endpoint {
        case .position: added(records, decoded.positions, change.map { ($0.before.positions, $0.after.positions) }, held?.positions)
        case .intervals: added(records, decoded.intervals, change.map { ($0.before.intervals, $0.after.intervals) }, held?.intervals)
        case .pit: added(records, decoded.pits, change.map { ($0.before.pits, $0.after.pits) }, held?.pits)
        case .raceControl: added(records, decoded.raceControl, change.map { ($0.before.raceControl, $0.after.raceControl) }, held?.raceControl)
        case .weather: added(records, decoded.weather, change.map { ($0.before.weather, $0.after.weather) }, held?.weather)
        default: nil
        }
    }

    /// The merge appends to the end of what it held, a subsequence of the answer in the answer's
    /// order: each appended record is paired with the next answer's record equal to it.
    static func added<Record: Hashable>(_ records: [Data], _ decoded: [Record], _ change: ([Record], [Record])?, _ held: [Record]?) -> [Data]? {
        guard records.count == decoded.count else { return nil }
        guard let (before, after) = change else {
            let kept = Set(held ?? [])
            return zip(decoded, records).filter { !kept.contains($0.0) }.map(\.1)
        }
        guard after.count >= before.count else { return nil }
        let appended = after[before.count...]
        var next = appended.startIndex
        var bytes: [Data] = []
        for (record, body) in zip(decoded, records) where next < appended.endIndex && record == appended[next] {
            bytes.append(body)
            next += 1
        }
        return next == appended.endIndex ? bytes : nil
    }
}
