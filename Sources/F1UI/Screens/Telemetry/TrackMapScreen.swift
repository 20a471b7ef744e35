import F1Domain
import F1UseCases
import Observation

/// A circuit from above (`f1report chart trackmap`), coloured along a lap by speed or gear, or by
/// which driver was quickest through each stretch.
@MainActor
@Observable
public final class TrackMapScreen: ReportScreen {
    public typealias Content = TrackMapContent
    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>
    public let colouring: TrackColouring

    public init(colouring: TrackColouring, load: @escaping @Sendable () async throws -> TrackMapContent) {
        self.colouring = colouring
        loader = ContentLoader(emptiness: Self.emptiness) { try await load() }
    }

    private nonisolated static func emptiness(_ content: Content) -> String? {
        content.laps.isEmpty ? "No lap to draw in \(content.session)." : nil
    }

    public func document(_ builder: ReportBuilder) -> ReportDocument? {
        state.content.map { builder.trackMap($0, by: colouring) }
    }
}

extension ReportBuilder {
    /// The map with a table of what it shows: each stretch's quickest driver, or each corner's
    /// slowest speed and gear on the first lap.
    public func trackMap(_ content: TrackMapContent, by colouring: TrackColouring) -> ReportDocument {
        let map = TrackMapDrawing(content: content, colouring: colouring)
        var facts = [ReportDocument.Fact(.session, content.session), .init(.circuit, content.layout.name)]
        if let lap = content.laps.first {
            facts.append(.init(.lap, "\(lap.driver.acronym) lap \(lap.lap.lap), \(lap.telemetry.timeAtLine.map(Self.lapTime) ?? "not timed")"))
        }
        facts.append(.init(.lapData, content.credit))
        let section: ReportDocument.Section
        switch colouring {
        case .fastest:
            let rows = map.stretches.enumerated().map { index, stretch in
                ReportDocument.Row([
                    .init(String(index + 1)), .init("\(ReportBuilder.whole(stretch.start))–\(ReportBuilder.whole(stretch.end)) m"),
                    .init(stretch.driver.acronym, TrackMapPalette.teamMeaning(stretch.driver)),
                    .init(stretch.margin.map { Self.seconds($0) } ?? "", .secondary),
                ])
            }
            section = ReportDocument.Section(
                title: "Quickest in each stretch", key: "stretches",
                columns: [
                    .init("stretch", "Stretch", .right), .init("distance", "Distance"), .init("driver", "Quickest"), .init("margin", "By", .right),
                ],
                rows: rows, emptyMessage: "Two laps or more are needed to compare stretches.", chart: map.chart)
        case .speed, .gear:
            let rows = map.cornerSpeeds.map { corner in
                ReportDocument.Row([
                    .init(Self.cornerName(corner.corner)), .init("\(ReportBuilder.whole(corner.corner.distance)) m", .secondary),
                    .init("\(ReportBuilder.whole(corner.speed)) km/h", .strong), .init(corner.gear.map(String.init) ?? ""),
                ])
            }
            section = ReportDocument.Section(
                title: "Corners", key: "corners",
                columns: [
                    .init("corner", "Corner"), .init("distance", "From the line", .right), .init("speed", "Slowest", .right),
                    .init("gear", "Gear", .right),
                ],
                rows: rows, emptyMessage: "The source numbers no corner of this circuit.",
                lines: ["Slowest: the lowest speed within 100 m of the corner on \(content.laps.first?.driver.acronym ?? "the") lap."],
                chart: map.chart)
        }
        return ReportDocument(title: map.title, source: source, facts: facts, sections: [section])
    }
}
