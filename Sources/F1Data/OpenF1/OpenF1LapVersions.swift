import Foundation

/// A recording made while following keeps laps as a journal, like the dated endpoints: a lap's
/// record is written again each time its times fill in, so the journal holds a lap's versions in
/// the order they arrived. Read back, each lap (car and lap number) is its last version, placed
/// where that version arrived, which is the list the poll itself held. Only a journal is read so
/// (a file that begins as one): any other laps file, the API's own answers and every finished
/// recording, reads as it is, so a lap sent twice there is still told as repeated.
enum OpenF1LapVersions {
    /// A laps journal with every lap but its last version left out; the body itself when it is
    /// not a journal, when no lap is there twice, or when its records cannot be told apart
    /// (decoding will say what is wrong).
    static func latest(_ body: Data) -> Data {
        guard body.starts(with: OpenF1Recording.journalStart), let records = OpenF1RecordSlices.records(of: body) else { return body }
        let keys = records.map(key)
        var last: [Key: Int] = [:]
        for (index, key) in keys.enumerated() { if let key { last[key] = index } }
        guard last.count < keys.count(where: { $0 != nil }) else { return body }
        let kept = records.indices.filter { index in keys[index].map { last[$0] == index } ?? true }
        return OpenF1SessionRecorder.list(kept.map { records[$0] })
    }

    struct Key: Hashable {
        let driver: Int
        let lap: Int
    }

    /// The lap's car and number, read from its bytes: laps are flat objects whose only nested
    /// values are lists of numbers, so each key's name appears once, as a key.
    static func key(_ record: Data) -> Key? {
        guard let driver = integer(after: driverKey, in: record), let lap = integer(after: lapKey, in: record) else { return nil }
        return Key(driver: driver, lap: lap)
    }

    private static let driverKey = Data(#""driver_number""#.utf8)
    private static let lapKey = Data(#""lap_number""#.utf8)

    private static func integer(after key: Data, in record: Data) -> Int? {
        guard let found = record.firstRange(of: key) else { return nil }
        var index = found.upperBound
        while index < record.endIndex, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":")].contains(record[index]) { index += 1 }
        var value = 0
        var digits = 0
        while index < record.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(record[index]), digits < 9 {
            value = value * 10 + Int(record[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        // A whole number only: "3.5" or "3e1" is no lap's number, and such a record is left as it is.
        let ends = index == record.endIndex || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}")].contains(record[index])
        return digits > 0 && ends ? value : nil
    }
}
