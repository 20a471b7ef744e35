import F1Domain

/// One update of `f1report live`: a JSON Lines record, or CSV records with the lap on each.
public struct LiveRaceExport: CSVExportable {
    public static let kind = "live"
    let schemaVersion = ExportSchema.version
    let report = LiveRaceExport.kind
    let source: ExportSource
    let raceName: String
    /// The lap the leader is on.
    let lap: Int
    let totalLaps: Int
    let isFinished: Bool
    /// The leader's driver id.
    let leader: String
    /// Every running car, in race order.
    let cars: [Car]
    /// A timing feed's extras, absent for sources without them: what the track is under
    /// (`TrackFlag`'s case names), race control's latest message, and the session's instant.
    let track: String?
    let message: String?
    let at: String?
    /// Present, and true, when a live feed could not be reached for this update: it shows the last one it had.
    let feedInterrupted: Bool?
    /// Present when the source sent records the board leaves out on purpose: how many of each
    /// kind (`TimingRecordKind`'s case names) and why (`LeftOutReason`'s).
    let leftOut: [LeftOut]?

    struct LeftOut: Encodable, Sendable {
        var records: String
        var reason: String
        var count: Int
    }

    struct Car: Encodable, Sendable {
        var position: Int
        var driver: CarDriver
        var constructorName: String
        /// Behind the leader; null for the leader, and where the gap is unknown (`LiveGap.unknown`).
        @Nullable var gapMilliseconds: Int?
        /// Behind the car ahead; null for the leader, and where the interval is unknown.
        @Nullable var intervalMilliseconds: Int?
        /// A timing feed's extras, absent for sources without them.
        var lapsBehind: Int?
        var tyre: String?
        var tyreAge: Int?
        var pitStops: Int?
        var lastLapMilliseconds: Int?
        var bestLapMilliseconds: Int?
        var retired: Bool?
        /// The official place, once known, where it differs from the road.
        var officialPosition: Int?
        /// How the official result classified a car it gave no place: "disqualified", "withdrawn"...
        var officialClassification: String?
    }

    struct CarDriver: Encodable, Sendable {
        /// The source's id for the driver; a timing feed's is the car's race number.
        var id: String
        var code: String
        /// The driver's name, where the source gives it (timing feeds).
        var name: String?
        /// The driver's id in the results source beside a timing feed, where one names the car.
        var resultsId: String?
    }

    public init(race: LiveRaceData, source: ExportSource) {
        self.source = source
        raceName = race.raceName
        lap = race.currentLap
        totalLaps = race.totalLaps
        isFinished = race.isFinished
        leader = race.leader.rawValue
        let isTimed = race.at != nil
        track = isTimed ? race.track.rawValue : nil
        message = race.message
        at = race.at?.iso8601
        feedInterrupted = race.isStale ? true : nil
        leftOut = race.leftOut.isEmpty ? nil : race.leftOut.map { LeftOut(records: $0.records.rawValue, reason: $0.reason.rawValue, count: $0.count) }
        cars = race.positions.map {
            Car(
                position: $0.position, driver: CarDriver(id: $0.driver.rawValue, code: $0.code, name: $0.name, resultsId: $0.resultsDriver?.rawValue),
                constructorName: $0.constructorName,
                gapMilliseconds: $0.gap.time?.milliseconds, intervalMilliseconds: $0.intervalGap.time?.milliseconds,
                lapsBehind: $0.lapsBehind, tyre: $0.tyre?.rawValue, tyreAge: $0.tyreAge, pitStops: $0.pitStops,
                lastLapMilliseconds: $0.lastLap?.milliseconds, bestLapMilliseconds: $0.bestLap?.milliseconds,
                retired: isTimed ? $0.retired : nil, officialPosition: $0.officialPosition,
                officialClassification: $0.officialClassification.map { "\($0)" })
        }
    }

    public static let csvColumns = [
        "lap", "total_laps", "is_finished", "position", "driver_id", "driver_code", "constructor_name", "gap_ms", "interval_ms",
        // Added after the first release of this header, so at its end: a timing feed's name and the
        // results source's id for the car, as the JSON's `driver.name` and `driver.resultsId`.
        "driver_name", "driver_results_id",
    ]

    public var csvRecords: [[CSVField]] {
        cars.map {
            [
                .field(lap), .field(totalLaps), .bool(isFinished), .field($0.position), .field($0.driver.id), .field($0.driver.code),
                .field($0.constructorName), .field($0.gapMilliseconds), .field($0.intervalMilliseconds), .field($0.driver.name),
                .field($0.driver.resultsId),
            ]
        }
    }
}
