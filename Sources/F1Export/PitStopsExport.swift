import F1Domain

/// `f1report pitstops`: every stop in the order given, and each driver's stops summed up.
public struct PitStopsExport: CSVExportable {
    public static let kind = "pitstops"
    let schemaVersion = ExportSchema.version
    let report = PitStopsExport.kind
    let source: ExportSource
    let race: RaceReference
    let stops: [Stop]
    /// One per driver who stopped, in the order of their first stop.
    let drivers: [DriverSummary]

    struct Stop: Encodable, Sendable {
        var driver: DriverReference
        @Nullable var constructor: ConstructorReference?
        @Nullable var number: Int?
        /// The driver's 1-based stop number.
        var stop: Int
        var lap: Int
        /// Time in the pit lane; tens of minutes when a red flag stopped the race there.
        @Nullable var durationMilliseconds: Int?
        /// The duration written from its milliseconds, as reports show it: "22.345", "40:55.302".
        @Nullable var durationText: String?
        /// The local time of day of the stop, "14:19:22" (a Z only when the source gave UTC).
        @Nullable var timeOfDay: String?
    }

    struct DriverSummary: Encodable, Sendable {
        var driver: DriverReference
        @Nullable var constructor: ConstructorReference?
        var stops: Int
        /// The laps the driver stopped on, in order.
        var laps: [Int]
        /// The sum of the stops' durations; null when any of them is unknown, since a partial sum would mislead.
        @Nullable var totalDurationMilliseconds: Int?
        /// The shortest known stop.
        @Nullable var fastestMilliseconds: Int?
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
