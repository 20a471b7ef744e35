import F1Domain
import F1UI
import F1UseCases

/// `f1report sectors`: each driver's best lap with its sectors marked, their best sectors, the
/// ideal lap they sum to and the gap to it.
public struct SectorsExport: CSVExportable {
    public static let kind = "sectors"
    let source: ExportSource
    let session: SessionReference
    let credit: String
    let overallBest: [Double?]
    let drivers: [DriverSectors]

    struct DriverSectors: Encodable, Sendable {
        var car: CarReference?
        var number: Int
        var bestLap: BestLap?
        var bestSectors: [Double?]
        var idealLap: Double?
        var gapToIdeal: Double?
    }

    struct BestLap: Encodable, Sendable {
        var lap: Int
        var time: Double?
        var sectors: [MarkedTime]
        var miniSectors: [[String]]
    }

    struct MarkedTime: Encodable, Sendable {
        var time: Double?
        var mark: String?
    }

    public init(sectors content: SessionSectors, source: ExportSource) {
        self.source = source
        session = SessionReference(content.address, name: content.session)
        credit = content.credit
        overallBest = content.analysis.overallBest
        let cars = Dictionary(content.drivers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        drivers = content.analysis.drivers.map { sectors in
            let best = content.bestLap(of: sectors.driver).map { lap in
                let marks = content.analysis.marks(of: lap)
                return BestLap(
                    lap: lap.lap, time: lap.duration,
                    sectors: zip(lap.sectors, marks).map { MarkedTime(time: $0, mark: $1.map(Self.name)) },
                    miniSectors: lap.miniSectors.map { $0.map(Self.name) })
            }
            return DriverSectors(
                car: cars[sectors.driver].map(CarReference.init), number: sectors.driver.rawValue, bestLap: best, bestSectors: sectors.bestSectors,
                idealLap: sectors.idealLap, gapToIdeal: sectors.gapToIdeal)
        }
    }

    /// The schema's own name of the mark ("overall-best", "personal-best", "slower").
    static func name(_ mark: SectorMark) -> String { mark.rawValue }

    static func name(_ mark: MiniSectorMark) -> String {
        switch mark {
        case .timed(let mark): name(mark)
        case .pitLane: "pit-lane"
        case .unknown: "unknown"
        }
    }

    public static let csvColumns =
        ["number", "code", "name", "team", "best_lap", "best_lap_time"] + (1...3).flatMap { ["s\($0)", "s\($0)_mark"] }
        + ["best_s1", "best_s2", "best_s3", "ideal_lap", "gap_to_ideal"]

    public var csvRecords: [[CSVField]] {
        drivers.map { driver in
            let sectors = driver.bestLap?.sectors ?? []
            let marked = (0..<3).flatMap { index -> [CSVField] in
                let sector = index < sectors.count ? sectors[index] : nil  // trap-ok: checked.
                return [.field(sector?.time), .field(sector?.mark)]
            }
            let best = (0..<3).map { index -> CSVField in
                index < driver.bestSectors.count ? .field(driver.bestSectors[index]) : .null  // trap-ok: checked.
            }
            return [
                .integer(driver.number), .field(driver.car?.code), .field(driver.car?.name), .field(driver.car?.team), .field(driver.bestLap?.lap),
                .field(driver.bestLap?.time),
            ] + marked + best + [.field(driver.idealLap), .field(driver.gapToIdeal)]
        }
    }
}

extension SectorsScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [SectorsExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { SectorsExport(sectors: $0, source: source) }
    }
}

// MARK: - Machine shape

extension SectorsExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A session's sectors"
    static let shape = ObjectShape<Self>(
        kind, "Each driver's best lap and sectors, the ideal lap they sum to, the quickest ideal lap first.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("session", \.session, "The session."),
            .init("lapData", \.credit, "Whom the lap times come from."),
            .init("overallBest", \.overallBest, "The quickest time anyone set in each of the three sectors; null for a sector never timed."),
            .init("drivers", \.drivers, "The quickest ideal lap first; drivers without one after, by number."),
        ])
}

extension SectorsExport.DriverSectors: ExportObject {
    static let shape = ObjectShape<Self>(
        "driverSectors", "One driver's sectors.",
        [
            .init("car", \.car, "The car; null when the feed did not name its driver."),
            .init("number", \.number, "The race number.", .minimum(0)),
            .init("bestLap", \.bestLap, "The quickest timed lap; null for a driver with none."),
            .init("bestSectors", \.bestSectors, "The quickest time in each sector over every lap."),
            .init("idealLap", \.idealLap, "The best sectors summed; null unless all three were timed."),
            .init("gapToIdeal", \.gapToIdeal, "What the best lap lost against the ideal one, seconds."),
        ])
}

extension SectorsExport.BestLap: ExportObject {
    static let shape = ObjectShape<Self>(
        "bestLap", "A driver's quickest lap, its sectors marked as timing screens mark them.",
        [
            .init("lap", \.lap, "The lap's number.", .minimum(0)),
            .init("time", \.time, "Seconds."),
            .init("sectors", \.sectors, "The three sectors in order."),
            .init(
                "miniSectors", \.miniSectors,
                "Each sector's mini-sectors as the feed marked them: overall-best, personal-best, slower, pit-lane or unknown."),
        ])
}

extension SectorsExport.MarkedTime: ExportObject {
    static let shape = ObjectShape<Self>(
        "markedSector", "A sector's time and its mark.",
        [
            .init("time", \.time, "Seconds; null when not timed."),
            .init(
                "mark", \.mark, "overall-best (purple), personal-best (green) or slower (yellow); null when not timed.",
                .oneOf(["overall-best", "personal-best", "slower"])),
        ])
}
