import F1Domain

/// What one field of a record can say but two together cannot: a session that ends before it
/// starts, a stint whose last lap comes before its first. Checked as each record is read, so a
/// recording and the API fail alike, naming the record (`OpenF1Decoding.records`).
struct OpenF1RecordProblem: Error, CustomStringConvertible {
    let description: String
}

extension TimingSession {
    func checkedOrder() throws -> TimingSession {
        guard end < start else { return self }
        throw OpenF1RecordProblem(description: "date_end: expected a time after date_start (\(start.iso8601)), found \(end.iso8601)")
    }
}

extension TyreStint {
    func checkedOrder() throws -> TyreStint {
        guard lapEnd < lapStart else { return self }
        throw OpenF1RecordProblem(description: "lap_end: expected a lap from lap_start (\(lapStart)) on, found \(lapEnd)")
    }
}
