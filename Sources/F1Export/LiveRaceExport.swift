import F1Domain

/// One update of `f1report live`: a JSON Lines record, or CSV records with the lap on each.
public struct LiveRaceExport: CSVExportable {
    public static let kind = "live"
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
    /// The latest weather reading by the update's instant, the values the board's weather line says.
    let weather: Weather?
    /// Present while the viewer holds the session back (a delay), has rewound it or paused it.
    let playback: Playback?

    struct Playback: Encodable, Sendable {
        var behindLiveMilliseconds: Int
        var delayMilliseconds: Int
        var followsLive: Bool
        var paused: Bool
        var speed: Double
    }

    struct Weather: Encodable, Sendable {
        var at: String
        var airTemperature: Double
        var trackTemperature: Double
        var humidity: Double
        var pressure: Double
        var rainfall: Int
        var windSpeed: Double
        var windDirection: Int
    }

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
        var gapMilliseconds: Int?
        /// Behind the car ahead; null for the leader, and where the interval is unknown.
        var intervalMilliseconds: Int?
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
        /// The last completed lap's sectors marked as the sectors report names marks; absent
        /// where the source has no sectors.
        var lastLapSectors: [String?]?
        /// The share of its current lap the car has run, which the track map places it by.
        var lapFraction: Double?
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
        weather = race.weather.map {
            Weather(
                at: $0.date.iso8601, airTemperature: $0.airTemperature, trackTemperature: $0.trackTemperature, humidity: $0.humidity,
                pressure: $0.pressure, rainfall: $0.rainfall, windSpeed: $0.windSpeed, windDirection: $0.windDirection)
        }
        playback = race.playback.map {
            Playback(
                behindLiveMilliseconds: $0.behindLiveMilliseconds, delayMilliseconds: $0.delayMilliseconds, followsLive: $0.followsLive,
                paused: $0.isPaused, speed: $0.speed)
        }
        cars = race.positions.map {
            Car(
                position: $0.position, driver: CarDriver(id: $0.driver.rawValue, code: $0.code, name: $0.name, resultsId: $0.resultsDriver?.rawValue),
                constructorName: $0.constructorName,
                gapMilliseconds: $0.gap.time?.milliseconds, intervalMilliseconds: $0.intervalGap.time?.milliseconds,
                lapsBehind: $0.lapsBehind, tyre: $0.tyre?.rawValue, tyreAge: $0.tyreAge, pitStops: $0.pitStops,
                lastLapMilliseconds: $0.lastLap?.milliseconds, bestLapMilliseconds: $0.bestLap?.milliseconds,
                retired: isTimed ? $0.retired : nil, officialPosition: $0.officialPosition,
                officialClassification: $0.officialClassification.map { "\($0)" },
                lastLapSectors: $0.lastLapSectors.isEmpty ? nil : $0.lastLapSectors.map { $0.map(SectorsExport.name) }, lapFraction: $0.lapFraction)
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

// MARK: - Machine shape

extension LiveRaceExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A live race update"
    static let shape = ObjectShape<Self>(
        kind, "One update of a race in progress: a line of JSON Lines.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("raceName", \.raceName, "The race's name."),
            .init("lap", \.lap, "The lap the leader is on.", .minimum(0)),
            .init("totalLaps", \.totalLaps, "The race's laps.", .minimum(0)),
            .init("isFinished", \.isFinished, "Whether the chequered flag has fallen."),
            .init("leader", \.leader, "The leader's driver id."),
            .init("cars", \.cars, "Every running car, in race order."),
            .omittable(
                "track", \.track, "A timing feed's: what the track is under. Absent for sources without timing.",
                .oneOf(["notStarted", "green", "safetyCar", "safetyCarEnding", "virtualSafetyCar", "virtualSafetyCarEnding", "red", "chequered"])),
            .omittable("message", \.message, "Race control's latest message, where the source has them."),
            .omittable(
                "feedInterrupted", \.feedInterrupted,
                "Present, and true, when a live timing feed could not be reached for this update, which repeats the last it had."),
            .omittable(
                "leftOut", \.leftOut,
                "Present when the timing feed sent records the board leaves out on purpose: repeated ones, ones dated where the session cannot be, impossible lap times.",
                .minItems(1)),
            .omittable("at", \.at, "A timing feed's: the instant of the session shown, ISO 8601 in UTC (2026-05-03T17:26:02.218Z)."),
            .omittable(
                "weather", \.weather, "A timing feed's: the latest weather reading by the instant shown, as the board's weather line says it."),
            .omittable(
                "playback", \.playback,
                "Present while a session followed live is shown behind live: held back by a delay (--delay), rewound or paused. Absent live."),
        ])
}

extension LiveRaceExport.Playback: ExportObject {
    static let shape = ObjectShape<Self>(
        "playback", "How far behind live the update is shown, and why.",
        [
            .init("behindLiveMilliseconds", \.behindLiveMilliseconds, "How far the instant shown is behind the live edge.", .minimum(0)),
            .init("delayMilliseconds", \.delayMilliseconds, "The broadcast delay asked for.", .minimum(0)),
            .init("followsLive", \.followsLive, "Whether the update follows the live edge less the delay (false once rewound or paused)."),
            .init("paused", \.paused, "Whether the viewer paused it."),
            .init("speed", \.speed, "How many times real time it plays while behind the delayed edge, from 0.25 to 4."),
        ])
}

extension LiveRaceExport.Car: ExportObject {
    static let shape = ObjectShape<Self>(
        "car", "One car on the road.",
        [
            .init("position", \.position, "The place on the road.", .minimum(1)),
            .init("driver", \.driver, "The car's driver."),
            .init("constructorName", \.constructorName, "The team's name."),
            .init(
                "gapMilliseconds", \.gapMilliseconds,
                "Behind the leader in milliseconds; null for the leader, for a car out of the race, and where the gap is unknown (none sent yet, or 0 sent for a car not leading)."
            ),
            .init(
                "intervalMilliseconds", \.intervalMilliseconds,
                "Behind the car ahead in milliseconds; null for the leader, for a car out of the race, and where the interval is unknown."),
            .omittable("lapsBehind", \.lapsBehind, "Laps behind the leader, for a lapped car whose gap a timing feed gives in laps.", .minimum(0)),
            .omittable(
                "tyre", \.tyre, "A timing feed's: the tyres on the car.", .oneOf(["SOFT", "MEDIUM", "HARD", "INTERMEDIATE", "WET", "UNKNOWN"])),
            .omittable("tyreAge", \.tyreAge, "Laps the tyres have done.", .minimum(0)),
            .omittable("pitStops", \.pitStops, "A timing feed's: visits to the pit lane so far.", .minimum(0)),
            .omittable("lastLapMilliseconds", \.lastLapMilliseconds, "The last completed lap's time, when the feed timed it.", .minimum(0)),
            .omittable("bestLapMilliseconds", \.bestLapMilliseconds, "The car's best lap so far.", .minimum(0)),
            .omittable("retired", \.retired, "A timing feed's: whether the car is out of the race."),
            .omittable(
                "officialPosition", \.officialPosition,
                "The place in the official result, once known, where it differs from the road (a penalty given after the flag).", .minimum(1)),
            .omittable(
                "officialClassification", \.officialClassification,
                "Once the official result is known, how it classified a car it gave no place (withdrawn: did not start).",
                .oneOf(["disqualified", "excluded", "withdrawn", "failedToQualify", "notClassified"])),
            .omittable(
                "lastLapSectors", \.lastLapSectors,
                "A timing feed's: the last completed lap's sectors S1 to S3 in order, each marked against the laps completed by the update's instant as the sectors report marks them (overall-best, personal-best, slower); null for a sector without a time. Absent where the source has no sectors.",
                .oneOf(["overall-best", "personal-best", "slower"])),
            .omittable(
                "lapFraction", \.lapFraction,
                "How much of its current lap the car has run at the update's instant, from 0 to below 1, by time against its last lap (or the race's pace): where the track map places it. Absent where the source does not time laps, before a car's first lap time and for a retired car."
            ),
        ])
}

extension LiveRaceExport.Weather: ExportObject {
    static let shape = ObjectShape<Self>(
        "weather", "The weather at the track.",
        [
            .init("at", \.at, "The reading's instant, ISO 8601 in UTC."),
            .init("airTemperature", \.airTemperature, "Degrees Celsius."),
            .init("trackTemperature", \.trackTemperature, "Degrees Celsius."),
            .init("humidity", \.humidity, "Per cent."),
            .init("pressure", \.pressure, "Millibars."),
            .init("rainfall", \.rainfall, "0 when dry.", .minimum(0)),
            .init("windSpeed", \.windSpeed, "Metres per second."),
            .init("windDirection", \.windDirection, "Degrees, where the wind blows from.", .minimum(0)),
        ])
}

extension LiveRaceExport.CarDriver: ExportObject {
    static let shape = ObjectShape<Self>(
        "carDriver", "The car's driver.",
        [
            .init("id", \.id, "The driver's id."),
            .init("code", \.code, "The three-letter code."),
            .omittable("name", \.name, "The driver's name, where the source gives it (timing feeds, whose id is the car's race number)."),
            .omittable(
                "resultsId", \.resultsId, "The driver's id in the results source beside a timing feed (f1db's or the API's), where one names the car."
            ),
        ])
}

extension LiveRaceExport.LeftOut: ExportObject {
    static let shape = ObjectShape<Self>(
        "leftOut", "",
        [
            .init(
                "records", \.records, "",
                .oneOf(["driver", "position", "interval", "lap", "lapTime", "pit", "stint", "raceControl", "weather", "classification", "grid"])),
            .init("reason", \.reason, "", .oneOf(["repeated", "outsideSession", "impossible"])),
            .init("count", \.count, "", .minimum(1)),
        ])
}
