import F1Domain
import F1UseCases
import Observation

/// A session's sectors (`f1report sectors`): each driver's best lap split into its sectors,
/// their best sectors and the ideal lap they sum to, marked as timing screens mark them.
@MainActor
@Observable
public final class SectorsScreen: ReportScreen {
    public typealias Content = SessionSectors
    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(load: @escaping @Sendable () async throws -> SessionSectors) {
        loader = ContentLoader(emptiness: Self.emptiness) { try await load() }
    }

    private nonisolated static func emptiness(_ content: Content) -> String? {
        content.analysis.drivers.isEmpty ? "No sector was timed in \(content.session)." : nil
    }

    public func document(_ builder: ReportBuilder) -> ReportDocument? {
        state.content.map(builder.sectors)
    }
}

extension ReportBuilder {
    /// Three tables: best laps with their sectors marked, the best sectors and ideal laps, and the
    /// best laps' mini-sectors where the source has them. Marks are symbols in the text and a
    /// colour in faces with colour (`sectorPalette`).
    public func sectors(_ content: SessionSectors) -> ReportDocument {
        let analysis = content.analysis
        let drivers = Dictionary(content.drivers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let palette = sectorPalette
        func marked(_ time: Double?, _ mark: SectorMark?) -> ReportDocument.Cell {
            guard let time else { return "" }
            guard let mark else { return .init(Self.sectorTime(time)) }
            return .init(Self.sectorTime(time) + " " + mark.symbol, .sector(mark, palette))
        }
        func driverCells(_ id: TimingDriver.ID) -> [ReportDocument.Cell] {
            let driver = drivers[id]
            return [.init(driver?.acronym ?? String(id.rawValue), driver.flatMap(TrackMapPalette.teamMeaning)), .init(driver?.name ?? "")]
        }
        var bestLapRows: [ReportDocument.Row] = []
        var miniRows: [ReportDocument.Row] = []
        // Best laps quickest first; the ideal laps keep the analysis' order, quickest ideal first.
        let byBestLap = analysis.drivers.sorted { ($0.bestLap ?? .infinity) < ($1.bestLap ?? .infinity) }
        for sectors in byBestLap {
            guard let lap = content.bestLap(of: sectors.driver) else { continue }
            let marks = analysis.marks(of: lap)
            bestLapRows.append(
                ReportDocument.Row(
                    driverCells(sectors.driver) + [.init(String(lap.lap)), .init(lap.duration.map(Self.lapTime) ?? "", .strong)]
                        + (0..<3).map { marked(lap.sectors[$0], marks[$0]) }))  // trap-ok: three sectors and three marks.
            let minis = lap.miniSectors
            if minis.contains(where: { !$0.isEmpty }) {
                miniRows.append(ReportDocument.Row(driverCells(sectors.driver) + minis.map { .init(Self.miniSectorText($0)) }))
            }
        }
        let idealRows = analysis.drivers.map { sectors in
            let best = sectors.bestSectors.enumerated().map { index, time -> ReportDocument.Cell in
                guard let time else { return "" }
                let best = analysis.overallBest[index]  // trap-ok: three sectors each.
                let mark: SectorMark = best.map { time <= $0 } == true ? .overallBest : .personalBest
                return marked(time, mark)
            }
            return ReportDocument.Row(
                driverCells(sectors.driver) + best + [
                    .init(sectors.idealLap.map(Self.lapTime) ?? "", .strong), .init(sectors.bestLap.map(Self.lapTime) ?? ""),
                    .init(sectors.gapToIdeal.map { "+" + Self.seconds($0) } ?? "", .secondary),
                ])
        }
        let legend =
            "Marks: \(SectorMark.overallBest.symbol) best of all (\(palette.colorName(of: .overallBest))), "
            + "\(SectorMark.personalBest.symbol) the driver's best (\(palette.colorName(of: .personalBest))), "
            + "\(SectorMark.slower.symbol) slower than the driver's best (\(palette.colorName(of: .slower)))."
        let driverColumns: [ReportDocument.Column] = [.init("driver", "Driver"), .init("name", "Name", flexible: true, drop: 2)]
        let sectorColumns = (1...3).map { ReportDocument.Column("s\($0)", "S\($0)", .right) }
        var sections = [
            ReportDocument.Section(
                title: "Best laps", key: "bestLaps",
                columns: driverColumns + [.init("lap", "Lap", .right, drop: 1), .init("time", "Time", .right)] + sectorColumns, rows: bestLapRows,
                emptyMessage: "No driver completed a timed lap.", lines: [legend]),
            ReportDocument.Section(
                title: "Ideal laps", key: "idealLaps",
                columns: driverColumns + sectorColumns + [
                    .init("ideal", "Ideal", .right), .init("best", "Best lap", .right, drop: 1), .init("gap", "To ideal", .right),
                ],
                rows: idealRows, lines: ["Ideal: the driver's best three sectors summed; to ideal: what their best lap lost against it."]),
        ]
        if !miniRows.isEmpty {
            sections.append(
                ReportDocument.Section(
                    title: "Mini-sectors of the best laps", key: "miniSectors",
                    columns: driverColumns + (1...3).map { ReportDocument.Column("m\($0)", "Sector \($0)") }, rows: miniRows,
                    lines: [legend + " P: in the pit lane; ·: not timed. Marked as the feed marked them when the car crossed each one."]))
        }
        var facts = [ReportDocument.Fact(.session, content.session)]
        if let leader = analysis.drivers.first, let ideal = leader.idealLap {
            facts.append(.init(.idealLap, "\(drivers[leader.driver]?.acronym ?? String(leader.driver.rawValue)), \(Self.lapTime(ideal))"))
        }
        let bests = analysis.overallBest.enumerated().compactMap { index, time in time.map { "S\(index + 1) \(Self.sectorTime($0))" } }
        if !bests.isEmpty { facts.append(.init(.bestSectors, bests.joined(separator: ", "))) }
        facts.append(.init(.lapData, content.credit))
        return ReportDocument(title: "Sectors, \(content.session)", source: source, facts: facts, sections: sections)
    }

    /// "16.424", "1:02.310" for a sector over a minute.
    static func sectorTime(_ seconds: Double) -> String {
        seconds >= 60 ? lapTime(seconds) : String(Self.seconds(seconds).dropLast(2))
    }

    /// One symbol a mini-sector: "◆●○○●".
    static func miniSectorText(_ marks: [MiniSectorMark]) -> String {
        String(
            marks.map { mark -> Character in
                switch mark {
                case .timed(let mark): Character(mark.symbol)
                case .pitLane: "P"
                case .unknown: "·"
                }
            })
    }
}

extension ReportDocument.Fact.Key {
    public static let idealLap = Self("idealLap", label: "Quickest ideal lap")
    public static let bestSectors = Self("bestSectors", label: "Best sectors")
}
