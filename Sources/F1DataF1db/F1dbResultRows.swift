import F1Data
import F1Domain

/// Turns a results file's rows into domain results: position by order, status, time or gap,
/// grid slot and fastest lap, which f1db spreads over fields and files.
enum F1dbResultRows {
    static let statusByCode = [
        "DNF": "Retired", "DNS": "Did not start", "DSQ": "Disqualified", "EX": "Excluded", "NC": "Not classified",
        "DNQ": "Did not qualify", "DNPQ": "Did not pre-qualify", "DNP": "Did not practise",
    ]

    static func map(_ rows: [F1dbRaceResult], lookups: F1dbLookups) throws -> [RaceResult] {
        let winnerTime = rows.first.flatMap { $0.time }.flatMap { LapTime($0) }
        return try rows.enumerated().map { index, row in
            try row.toRaceResult(
                // Shared drives list one classified position twice; other rows keep their place in the file.
                position: Int(row.position) ?? index + 1, grid: row.gridPosition.flatMap { $0 == "PL" ? 0 : Int($0) },
                status: status(row), time: time(row, isFirst: index == 0, winnerTime: winnerTime),
                fastestLap: nil, lookupConstructor: lookups.constructor, lookupDriver: lookups.driver)
        }
    }

    /// The rows as the championships score them: no times or grid slots, and each car's fastest
    /// lap's rank (not its lap or time) from `fastestLaps`, empty when the system has no
    /// fastest-lap point.
    static func scores(_ rows: [F1dbResultScore], fastestLaps: [F1dbFastestLapRank], lookups: F1dbLookups) throws -> [RaceResult] {
        let rank = Dictionary(fastestLaps.map { (Car($0.driverId, $0.constructorId), $0.position) }, uniquingKeysWith: { first, _ in first })
        return try rows.enumerated().map { index, row in
            try row.toRaceResult(
                position: Int(row.position) ?? index + 1, grid: nil, status: status(row), time: nil,
                fastestLap: rank.isEmpty ? nil : rank[Car(row.driverId, row.constructorId)].map { FastestLap(rank: $0) },
                lookupConstructor: lookups.constructor, lookupDriver: lookups.driver)
        }
    }

    static func sprintScores(_ rows: [F1dbResultScore], lookups: F1dbLookups) throws -> [SprintResult] {
        try rows.enumerated().map { index, row in
            try row.toSprintResult(
                position: Int(row.position) ?? index + 1, grid: nil, status: status(row), time: nil,
                fastestLap: nil, lookupConstructor: lookups.constructor, lookupDriver: lookups.driver)
        }
    }

    /// `results` (mapped from `rows`, in their order) with each car's fastest lap, matched by driver and constructor.
    static func adding(fastestLaps: [F1dbFastestLap], to results: [RaceResult], rows: [some F1dbClassifiedRow]) -> [RaceResult] {
        guard !fastestLaps.isEmpty else { return results }
        let fastest = Dictionary(fastestLaps.map { (Car($0.driverId, $0.constructorId), $0) }, uniquingKeysWith: { first, _ in first })
        return zip(results, rows).map { result, row in
            var result = result
            result.fastestLap = fastest[Car(row.driverId, row.constructorId)].map { FastestLap(rank: $0.position, lap: $0.lap, time: $0.time) }
            return result
        }
    }

    static func status(_ row: some F1dbClassifiedRow) -> String {
        if let reason = row.reasonRetired { return reason }
        // A classified place is a number: no code to look up for every row.
        // Measured: docs/performance.md#f1dbresultrows-f1dataf1db
        let isPlace = row.position.utf8.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
        if !isPlace, let code = statusByCode[row.position] { return code }
        if let gap = row.gap, gap.mentionsLaps { return gap.replacingLapWord() }
        return "Finished"
    }

    static func time(_ row: F1dbRaceResult, isFirst: Bool, winnerTime: LapTime?) -> RaceTime? {
        guard Int(row.position) != nil else { return nil }
        if isFirst, let text = row.time { return RaceTime(milliseconds: LapTime(text)?.milliseconds, display: text) }
        guard let gap = row.gap, !gap.mentionsLaps else { return nil }
        let total =
            row.time.flatMap { LapTime($0) }?.milliseconds
            ?? winnerTime.flatMap { winner in LapTime(gap).map { winner.milliseconds + $0.milliseconds } }
        return RaceTime(milliseconds: total, display: gap.hasPrefix("+") ? gap : "+" + gap)
    }
}

/// A car of a race: a driver for a constructor (in the 1950s a driver could race two), matching
/// a results row to its fastest lap without making a key string for every row.
struct Car: Hashable {
    let driverId: String
    let constructorId: String

    init(_ driverId: String, _ constructorId: String) {
        self.driverId = driverId
        self.constructorId = constructorId
    }
}

/// The fields of a results row that name the car and say how its race ended: a whole row, or
/// the championships' projection of one.
protocol F1dbClassifiedRow: Sendable {
    var position: String { get }
    var driverId: String { get }
    var constructorId: String { get }
    var reasonRetired: String? { get }
    var gap: String? { get }
}

extension F1dbRaceResult: F1dbClassifiedRow {}
extension F1dbResultScore: F1dbClassifiedRow {}

extension String {
    /// Whether "lap" is in the text in any case ("+1 Lap", "2 laps"); by bytes, not Foundation's
    /// locale-aware search. Measured: docs/performance.md#f1dbresultrows-f1dataf1db
    fileprivate var mentionsLaps: Bool {
        // ASCII upper case to lower by one bit; "lap" matches nothing else. No array: this runs for every row.
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            if previous == (UInt8(ascii: "l"), UInt8(ascii: "a")), byte | 0x20 == UInt8(ascii: "p") { return true }
            previous = (previous.1, byte | 0x20)
        }
        return false
    }

    /// "+1 lap" as the Ergast API writes it: "+1 Lap", "+2 Laps". By bytes too.
    /// Measured: docs/performance.md#f1dbresultrows-f1dataf1db
    fileprivate func replacingLapWord() -> String {
        var bytes = Array(utf8)
        for index in bytes.indices where index + 2 < bytes.count && (index == 0 || bytes[index - 1] == UInt8(ascii: " ")) {
            if bytes[index] == UInt8(ascii: "l"), bytes[index + 1] | 0x20 == UInt8(ascii: "a"), bytes[index + 2] | 0x20 == UInt8(ascii: "p") {
                bytes[index] = UInt8(ascii: "L")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
