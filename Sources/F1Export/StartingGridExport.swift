import F1Domain

/// `f1report grid`: a race's starting grid, pit-lane starters last.
public struct StartingGridExport: CSVExportable {
    public static let kind = "grid"
    let schemaVersion = ExportSchema.version
    let report = StartingGridExport.kind
    let source: ExportSource
    let race: RaceReference
    /// In grid order.
    let grid: [Entry]

    struct Entry: Encodable, Sendable {
        /// The grid slot; null for a pit-lane start.
        @Nullable var position: Int?
        /// The slot as published: "3", or "PL" for the pit lane.
        var positionText: String
        var pitLane: Bool
        /// Sent to the back of the grid by a penalty.
        var startsFromBack: Bool
        /// Grid places lost to a penalty; null when none is published.
        @Nullable var penaltyPlaces: Int?
        @Nullable var qualifyingPosition: Int?
        @Nullable var number: Int?
        var driver: DriverReference
        var constructor: ConstructorReference
        /// The qualifying time that set the slot.
        @Nullable var timeMilliseconds: Int?
    }

    public init(grid: StartingGrid, source: ExportSource) {
        self.source = source
        race = RaceReference(grid.race)
        self.grid = grid.positions.map {
            Entry(
                position: $0.pitLane ? nil : $0.position, positionText: $0.positionText, pitLane: $0.pitLane, startsFromBack: $0.startsFromBack,
                penaltyPlaces: $0.penaltyPlaces, qualifyingPosition: $0.qualifyingPosition, number: $0.number,
                driver: DriverReference($0.driver), constructor: ConstructorReference($0.constructor), timeMilliseconds: $0.time?.milliseconds)
        }
    }

    public static let csvColumns =
        [
            "season", "round", "position", "position_text", "pit_lane", "starts_from_back", "penalty_places",
            "qualifying_position", "number",
        ]
        + DriverReference.csvColumns("driver") + ConstructorReference.csvColumns("constructor") + ["time_ms"]

    public var csvRecords: [[CSVField]] {
        grid.map { entry in
            [
                .field(race.season), .field(race.round), .field(entry.position), .field(entry.positionText), .bool(entry.pitLane),
                .bool(entry.startsFromBack), .field(entry.penaltyPlaces), .field(entry.qualifyingPosition), .field(entry.number),
            ]
                + entry.driver.csvFields + entry.constructor.csvFields + [.field(entry.timeMilliseconds)]
        }
    }
}
