import F1Domain
import F1UI
import F1UseCases

/// A car in a timing feed's session, by its race number.
struct CarReference: Encodable, Sendable {
    var number: Int
    var code: String
    var name: String
    var team: String

    init(_ driver: TimingDriver) {
        number = driver.id.rawValue
        code = driver.acronym
        name = driver.name
        team = driver.teamName
    }

    static func csvColumns(_ prefix: String) -> [String] { ["\(prefix)_number", "\(prefix)_code", "\(prefix)_name", "\(prefix)_team"] }
    var csvFields: [CSVField] { [.integer(number), .text(code), .text(name), .text(team)] }
}

/// The session a telemetry report is of.
struct SessionReference: Encodable, Sendable {
    var season: Int
    /// The round asked for: a number, or "last".
    var round: String
    var kind: String
    var name: String

    init(_ address: SessionAddress, name: String) {
        season = address.season
        round =
            switch address.round {
            case .round(let number): String(number)
            case .last: "last"
            case .next: "next"
            }
        kind = F1UI.sessionName(address.session, season: address.season)
        self.name = name
    }
}

/// `f1report telemetry`: each lap's samples over distance and its delta to the quickest lap.
public struct TelemetryExport: CSVExportable {
    public static let kind = "telemetry"
    let source: ExportSource
    let session: SessionReference
    let laps: [Lap]
    let comparison: Comparison?
    let credit: String

    struct Lap: Encodable, Sendable {
        var car: CarReference
        var lap: Int
        var lapTime: Double?
        var topSpeed: Double?
        var samples: [Sample]
        var delta: [DeltaPoint]
    }

    struct Sample: Encodable, Sendable {
        var time: Double
        var distance: Double?
        var speed: Double
        var throttle: Double?
        var brake: Bool?
        var gear: Int?
        var rpm: Double?
        var drs: Int?
        var x: Double?
        var y: Double?
    }

    struct DeltaPoint: Encodable, Sendable {
        var distance: Double
        var delta: Double
    }

    struct Comparison: Encodable, Sendable {
        var quicker: String
        var slower: String
        var margin: Double
        var mostGainedFrom: String?
        var mostGainedTo: String?
        var mostGained: Double?
    }

    public init(comparison content: TelemetryComparison, source: ExportSource) {
        self.source = source
        session = SessionReference(content.address, name: content.session)
        credit = content.credit
        laps = content.laps.map { lap in
            Lap(
                car: CarReference(lap.driver), lap: lap.lap.lap, lapTime: lap.telemetry.timeAtLine, topSpeed: lap.telemetry.topSpeed,
                samples: lap.telemetry.samples.map {
                    Sample(
                        time: $0.time, distance: $0.distance, speed: $0.speed, throttle: $0.throttle, brake: $0.brake, gear: $0.gear, rpm: $0.rpm,
                        drs: $0.drs, x: $0.x, y: $0.y)
                },
                delta: lap.delta?.points.map { DeltaPoint(distance: $0.distance, delta: $0.delta) } ?? [])
        }
        comparison = content.comparison.map { comparison in
            let stretch = comparison.decisiveStretch
            return Comparison(
                quicker: comparison.quicker.driver, slower: comparison.slower.driver, margin: comparison.margin,
                mostGainedFrom: stretch.map { Self.place($0.from) }, mostGainedTo: stretch.map { Self.place($0.to) }, mostGained: stretch?.gain)
        }
    }

    /// "T3", or "line".
    private static func place(_ corner: TrackCorner?) -> String {
        corner.map { "T\($0.number)\($0.letter ?? "")" } ?? "line"
    }

    public static let csvColumns =
        CarReference.csvColumns("car") + ["lap", "time", "distance", "speed", "throttle", "brake", "gear", "rpm", "drs", "x", "y"]

    /// One row a sample, every lap's in turn.
    public var csvRecords: [[CSVField]] {
        laps.flatMap { lap in
            lap.samples.map { sample in
                lap.car.csvFields + [
                    .integer(lap.lap), .number(sample.time), .field(sample.distance), .number(sample.speed), .field(sample.throttle),
                    sample.brake.map(CSVField.bool) ?? .null, .field(sample.gear), .field(sample.rpm), .field(sample.drs), .field(sample.x),
                    .field(sample.y),
                ]
            }
        }
    }
}

extension TelemetryScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [TelemetryExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { TelemetryExport(comparison: $0, source: source) }
    }
}

// MARK: - Machine shape

extension TelemetryExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "Laps' telemetry compared"
    static let shape = ObjectShape<Self>(
        kind, "Laps' samples over distance, the quickest first, each with its delta to the quickest.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("session", \.session, "The session the laps are of."),
            .init("lapData", \.credit, "Whom the samples come from."),
            .init("laps", \.laps, "The laps compared, the quickest first."),
            .init("comparison", \.comparison, "The two quickest laps compared; null with one lap."),
        ])
}

extension CarReference: ExportObject {
    static let shape = ObjectShape<Self>(
        "car", "A car in a timing feed's session, by its race number.",
        [
            .init("number", \.number, "The race number.", .minimum(0)),
            .init("code", \.code, "The driver's three-letter code."),
            .init("name", \.name, "The driver's name."),
            .init("team", \.team, "The team's name as the feed gives it."),
        ])
}

extension SessionReference: ExportObject {
    static let shape = ObjectShape<Self>(
        "session", "A session of a race weekend.",
        [
            .init("season", \.season, "The season's year."),
            .init("round", \.round, "The round as asked for: a number, or last."),
            .init("kind", \.kind, "Practice 1, Sprint Qualifying, Qualifying, Race..."),
            .init("name", \.name, "The session as the source names it."),
        ])
}

extension TelemetryExport.Lap: ExportObject {
    static let shape = ObjectShape<Self>(
        "telemetryLap", "One car's lap and its samples.",
        [
            .init("car", \.car, "The car."),
            .init("lap", \.lap, "The lap's number in the session.", .minimum(0)),
            .init("lapTime", \.lapTime, "Seconds from the line to the line; null for a lap not timed."),
            .init("topSpeed", \.topSpeed, "The fastest sample, km/h."),
            .init("samples", \.samples, "In time order from the lap's start."),
            .init("delta", \.delta, "Seconds behind the quickest lap at points of its distance; empty for the quickest."),
        ])
}

extension TelemetryExport.Sample: ExportObject {
    static let shape = ObjectShape<Self>(
        "telemetrySample", "One instant of the lap.",
        [
            .init("time", \.time, "Seconds since the lap began."),
            .init("distance", \.distance, "Metres since the lap began."),
            .init("speed", \.speed, "km/h."),
            .init("throttle", \.throttle, "Per cent of full throttle."),
            .init("brake", \.brake, "Whether the brake is on."),
            .init("gear", \.gear, "0 is neutral."),
            .init("rpm", \.rpm, "Engine revolutions a minute."),
            .init("drs", \.drs, "The feed's DRS code (10, 12, 14: open)."),
            .init("x", \.x, "Position in the feed's frame, tenths of a metre."),
            .init("y", \.y, "Position in the feed's frame, tenths of a metre."),
        ])
}

extension TelemetryExport.DeltaPoint: ExportObject {
    static let shape = ObjectShape<Self>(
        "deltaPoint", "The lap's time behind the quickest at a point of the quickest lap.",
        [
            .init("distance", \.distance, "Metres along the quickest lap."),
            .init("delta", \.delta, "Seconds behind (negative: ahead)."),
        ])
}

extension TelemetryExport.Comparison: ExportObject {
    static let shape = ObjectShape<Self>(
        "lapComparison", "The two quickest laps: who is quicker, by how much, and where most was gained.",
        [
            .init("quicker", \.quicker, "The quicker lap's driver code."),
            .init("slower", \.slower, "The slower lap's driver code."),
            .init("margin", \.margin, "Seconds between them at the line."),
            .init("mostGainedFrom", \.mostGainedFrom, "Where the stretch the quicker lap gained most begins: a corner (T3) or line."),
            .init("mostGainedTo", \.mostGainedTo, "Where it ends."),
            .init("mostGained", \.mostGained, "The seconds gained there."),
        ])
}
