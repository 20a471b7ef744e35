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

    /// The records a round added, as one line of the journal, when they are the answer's last
    /// records (the usual round: the overlap first, then what is new): empty when nothing was
    /// added. Nil when they are not, or when they hold a line break, which would split the line.
    static func newestRecords(
        _ endpoint: OpenF1Endpoint, body: Data, decoded: SessionTiming, change: (before: SessionTiming, after: SessionTiming)
    ) -> Data? {
        let split: (leading: Int, appended: Int)? =
            switch endpoint {
            case .position: split(decoded.positions, change.before.positions, change.after.positions)
            case .intervals: split(decoded.intervals, change.before.intervals, change.after.intervals)
            case .pit: split(decoded.pits, change.before.pits, change.after.pits)
            case .raceControl: split(decoded.raceControl, change.before.raceControl, change.after.raceControl)
            case .weather: split(decoded.weather, change.before.weather, change.after.weather)
            default: nil
            }
        guard let split else { return nil }
        guard split.appended > 0 else { return Data() }
        guard let newest = OpenF1RecordSlices.records(of: body, after: split.leading), !newest.isEmpty else { return nil }
        let holdsLineBreak = newest.withUnsafeBytes { raw in raw.baseAddress.map { memchr($0, 0x0A, raw.count) != nil } ?? false }
        return holdsLineBreak ? nil : newest
    }

    /// How many of the answer's records come before those the merge appended, and how many it
    /// appended, when the appended ones are the answer's last (each decoded record stands for one
    /// of the answer's, in order: `OpenF1Decoding` leaves none out).
    private static func split<Record: Equatable>(_ decoded: [Record], _ before: [Record], _ after: [Record]) -> (leading: Int, appended: Int)? {
        guard after.count >= before.count else { return nil }
        let appended = after.count - before.count
        guard appended <= decoded.count, decoded.suffix(appended).elementsEqual(after.suffix(appended)) else { return nil }
        return (decoded.count - appended, appended)
    }
}
