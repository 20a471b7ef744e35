import F1Domain

/// `f1report grid`: a race's starting grid, pit-lane starters last.
public struct StartingGridExport: CSVExportable {
    public static let kind = "grid"
    let source: ExportSource
    let race: RaceReference
    /// In grid order.
    let grid: [Entry]

    struct Entry: Encodable, Sendable {
        /// The grid slot; null for a pit-lane start.
        var position: Int?
        /// The slot as published: "3", or "PL" for the pit lane.
        var positionText: String
        var pitLane: Bool
        /// Sent to the back of the grid by a penalty.
        var startsFromBack: Bool
        /// Grid places lost to a penalty; null when none is published.
        var penaltyPlaces: Int?
        var qualifyingPosition: Int?
        var number: Int?
        var driver: DriverReference
        var constructor: ConstructorReference
        /// The qualifying time that set the slot.
        var timeMilliseconds: Int?
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

// MARK: - Machine shape

extension StartingGridExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A starting grid"
    static let shape = ObjectShape<Self>(
        kind, "A race's starting grid, in grid order, pit-lane starters last.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("race", \.race, "When and where."),
            .init("grid", \.grid, "Every starter, in grid order."),
        ])
}

extension StartingGridExport.Entry: ExportObject {
    static let shape = ObjectShape<Self>(
        "gridEntry", "One car's place on the grid.",
        [
            .init("position", \.position, "The grid slot; null for a start from the pit lane.", .minimum(1)),
            .init("positionText", \.positionText, "The slot as published: \"3\", or \"PL\" for the pit lane."),
            .init("pitLane", \.pitLane, "Started from the pit lane."),
            .init("startsFromBack", \.startsFromBack, "Sent to the back of the grid by a penalty."),
            .init("penaltyPlaces", \.penaltyPlaces, "Grid places lost to a penalty; null when none is published.", .minimum(0)),
            .init("qualifyingPosition", \.qualifyingPosition, "Where the car qualified, when the source says.", .minimum(1)),
            .init("number", \.number, "The car number; null when unknown."),
            .init("driver", \.driver, "The driver."),
            .init("constructor", \.constructor, "The car's constructor."),
            .init("timeMilliseconds", \.timeMilliseconds, "The qualifying time that set the slot in milliseconds, when published.", .minimum(0)),
        ])
}
