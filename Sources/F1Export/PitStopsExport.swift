import F1Domain

/// `f1report pitstops`: every stop in the order given, and each driver's stops summed up.
public struct PitStopsExport: CSVExportable {
    public static let kind = "pitstops"
    let source: ExportSource
    let race: RaceReference
    let stops: [Stop]
    /// One per driver who stopped, in the order of their first stop.
    let drivers: [DriverSummary]

    struct Stop: Encodable, Sendable {
        var driver: DriverReference
        var constructor: ConstructorReference?
        var number: Int?
        /// The driver's 1-based stop number.
        var stop: Int
        var lap: Int
        /// Time in the pit lane; tens of minutes when a red flag stopped the race there.
        var durationMilliseconds: Int?
        /// The duration written from its milliseconds, as reports show it: "22.345", "40:55.302".
        var durationText: String?
        /// The local time of day of the stop, "14:19:22" (a Z only when the source gave UTC).
        var timeOfDay: String?
    }

    struct DriverSummary: Encodable, Sendable {
        var driver: DriverReference
        var constructor: ConstructorReference?
        var stops: Int
        /// The laps the driver stopped on, in order.
        var laps: [Int]
        /// The sum of the stops' durations; null when any of them is unknown, since a partial sum would mislead.
        var totalDurationMilliseconds: Int?
        /// The shortest known stop.
        var fastestMilliseconds: Int?
    }

    public init(stops: PitStops, source: ExportSource) {
        self.source = source
        race = RaceReference(stops.race)
        self.stops = stops.stops.map {
            Stop(
                driver: DriverReference($0.driver), constructor: $0.constructor.map(ConstructorReference.init), number: $0.number,
                stop: $0.stop, lap: $0.lap, durationMilliseconds: $0.duration?.milliseconds, durationText: $0.duration?.description,
                timeOfDay: $0.timeOfDay?.description)
        }
        drivers = stops.byDriver.compactMap { own in
            guard let first = own.first else { return nil }
            return DriverSummary(
                driver: DriverReference(first.driver), constructor: own.lazy.compactMap(\.constructor).first.map(ConstructorReference.init),
                stops: own.count, laps: own.map(\.lap), totalDurationMilliseconds: own.totalDuration?.milliseconds,
                fastestMilliseconds: own.compactMap { $0.duration?.milliseconds }.min())
        }
    }

    public static let csvColumns =
        ["season", "round"] + DriverReference.csvColumns("driver") + ConstructorReference.csvColumns("constructor")
        + ["number", "stop", "lap", "duration_ms", "duration_text", "time_of_day"]

    public var csvRecords: [[CSVField]] {
        stops.map { stop in
            [.field(race.season), .field(race.round)] + stop.driver.csvFields + (stop.constructor?.csvFields ?? [.null, .null])
                + [
                    .field(stop.number), .field(stop.stop), .field(stop.lap), .field(stop.durationMilliseconds), .field(stop.durationText),
                    .field(stop.timeOfDay),
                ]
        }
    }
}

// MARK: - Machine shape

extension PitStopsExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A race's pit stops"
    static let shape = ObjectShape<Self>(
        kind, "A race's pit stops in the order they happened, and each driver's stops summed up.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("race", \.race, "When and where."),
            .init("stops", \.stops, "Every stop, in the order given."),
            .init("drivers", \.drivers, "One entry per driver who stopped, in the order of their first stop."),
        ])
}

extension PitStopsExport.Stop: ExportObject {
    static let shape = ObjectShape<Self>(
        "stop", "One stop in the pit lane.",
        [
            .init("driver", \.driver, "The driver."),
            .init("constructor", \.constructor, "The car's constructor; null when the source does not say."),
            .init("number", \.number, "The car number; null when unknown."),
            .init("stop", \.stop, "The driver's 1-based stop number.", .minimum(1)),
            .init("lap", \.lap, "The lap on which the car stopped.", .minimum(0)),
            .init(
                "durationMilliseconds", \.durationMilliseconds,
                "Time in the pit lane in milliseconds: tens of minutes when a red flag stopped the race; null when unknown.", .minimum(0)),
            .init(
                "durationText", \.durationText,
                "The duration written from its milliseconds, as reports show it: \"22.345\", \"40:55.302\"; null when unknown."),
            .init(
                "timeOfDay", \.timeOfDay,
                "The time of day of the stop: the place's local time, \"14:19:22\" (with a Z only when the source gave UTC); null when unknown.",
                .pattern(#"^\d{2}:\d{2}:\d{2}(\.\d{3})?Z?$"#)),
        ])
}

extension PitStopsExport.DriverSummary: ExportObject {
    static let shape = ObjectShape<Self>(
        "driverSummary", "A driver's stops summed up.",
        [
            .init("driver", \.driver, "The driver."),
            .init("constructor", \.constructor, "The car's constructor, from the first stop that names one; null when none does."),
            .init("stops", \.stops, "How many times the driver stopped.", .minimum(1)),
            .init("laps", \.laps, "The laps the driver stopped on, in order.", .minimum(0)),
            .init(
                "totalDurationMilliseconds", \.totalDurationMilliseconds,
                "The stops' durations added up in milliseconds; null when any of them is unknown.", .minimum(0)),
            .init("fastestMilliseconds", \.fastestMilliseconds, "The shortest known stop in milliseconds; null when none is known.", .minimum(0)),
        ])
}
