import F1Data
import F1Domain
import F1UseCases

/// Turns the rows of a weekend's session files into domain values: positions by order where
/// the file gives a code, times gathered from the session files, grid penalties read apart.
enum F1dbWeekendRows {
    /// `sessions`: the two timed sessions' files of the formats that had them (nil where absent); their
    /// times become q1 and q2, matched by driver (and number, for the 1950s drivers who
    /// entered two cars).
    static func qualifying(_ rows: [F1dbQualifyingResult], sessions: [[F1dbQualifyingSessionResult]?], lookups: F1dbLookups) throws
        -> [QualifyingResult]
    {
        let times = sessions.map { $0.map(SessionTimes.init) }
        func time(_ session: Int, _ row: F1dbQualifyingResult) -> LapTime? {
            guard session < times.count, let times = times[session] else { return nil }
            return times.time(row.driverId, row.driverNumber)
        }
        return try rows.enumerated().map { index, row in
            let (position, text) = place(row.position, index: index)
            return try row.toQualifyingResult(
                position: position, positionText: text,
                q1: time(0, row) ?? row.q1, q2: time(1, row) ?? row.q2,
                lookupConstructor: lookups.constructor, lookupDriver: lookups.driver)
        }
    }

    /// The cars that did not pre-qualify, placed after the `count` qualifiers in pre-qualifying order.
    static func notPreQualified(_ rows: [F1dbQualifyingSessionResult], after count: Int, lookups: F1dbLookups) throws -> [QualifyingResult] {
        try rows.enumerated().map { index, row in
            QualifyingResult(
                position: count + index + 1, positionText: "DNPQ", number: row.driverNumber,
                driver: try lookups.driver(Driver.ID(rawValue: row.driverId)),
                constructor: try lookups.constructor(Constructor.ID(rawValue: row.constructorId)))
        }
    }

    static func sprint(_ rows: [F1dbRaceResult], lookups: F1dbLookups) throws -> [SprintResult] {
        let winnerTime = rows.first.flatMap { $0.time }.flatMap { LapTime($0) }
        return try rows.enumerated().map { index, row in
            try row.toSprintResult(
                position: Int(row.position) ?? index + 1, grid: row.gridPosition.flatMap { $0 == "PL" ? 0 : Int($0) },
                status: F1dbResultRows.status(row), time: F1dbResultRows.time(row, isFirst: index == 0, winnerTime: winnerTime),
                fastestLap: nil, lookupConstructor: lookups.constructor, lookupDriver: lookups.driver)
        }
    }

    /// `qualifying`: the race's qualifying rows, for the place each car qualified.
    static func grid(_ rows: [F1dbStartingGridPosition], qualifying: [F1dbQualifyingResult], path: String, lookups: F1dbLookups) throws
        -> [GridPosition]
    {
        var qualified: [String: Int] = [:]
        for (index, row) in qualifying.enumerated() where qualified[row.driverId] == nil {
            qualified[row.driverId] = place(row.position, index: index).position
        }
        return try rows.map { row in
            let penalty = row.gridPenalty
            let places = penalty.flatMap { Int($0) }
            if let penalty, places == nil, penalty != "SFB" {
                throw SourceError.f1db(path, "gives grid penalty '\(penalty)' to \(row.driverId): neither a number of places nor SFB")
            }
            return try row.toGridPosition(
                position: Int(row.positionText), qualifyingPosition: qualified[row.driverId], penaltyPlaces: places,
                startsFromBack: penalty == "SFB", pitLane: row.positionText == "PL",
                lookupConstructor: lookups.constructor, lookupDriver: lookups.driver)
        }
    }

    /// A place as a number and, when the file gives a code (DSQ, EX, NC), the code: such rows
    /// keep their place in the file, as the race results do.
    static func place(_ text: String, index: Int) -> (position: Int, text: String?) {
        Int(text).map { ($0, nil) } ?? (index + 1, text)
    }
}

/// One timed session's times by driver.
private struct SessionTimes {
    var byEntry: [String: LapTime] = [:]
    var byDriver: [String: LapTime] = [:]

    init(_ rows: [F1dbQualifyingSessionResult]) {
        for row in rows {
            guard let time = row.time else { continue }
            byEntry["\(row.driverId)#\(row.driverNumber)"] = byEntry["\(row.driverId)#\(row.driverNumber)"] ?? time
            byDriver[row.driverId] = byDriver[row.driverId] ?? time
        }
    }

    func time(_ driver: String, _ number: Int) -> LapTime? {
        byEntry["\(driver)#\(number)"] ?? byDriver[driver]
    }
}
