import F1Domain
import F1UseCases
import Observation

/// Laps compared over distance (`f1report telemetry`): stacked traces, the delta to the quickest
/// lap, corners, and the sentence that says who gains where.
@MainActor
@Observable
public final class TelemetryScreen: ReportScreen {
    public typealias Content = TelemetryComparison
    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(load: @escaping @Sendable () async throws -> TelemetryComparison) {
        loader = ContentLoader(emptiness: Self.emptiness) { try await load() }
    }

    private nonisolated static func emptiness(_ content: Content) -> String? {
        content.laps.isEmpty ? "No lap to compare in \(content.session)." : nil
    }

    public func document(_ builder: ReportBuilder) -> ReportDocument? {
        state.content.map(builder.telemetry)
    }
}

extension ReportBuilder {
    /// The laps' traces as one chart (speed, then throttle, brake, gear and delta stacked), each
    /// lap's figures in a table, and where the quicker lap gained corner to corner.
    public func telemetry(_ content: TelemetryComparison) -> ReportDocument {
        let names = content.laps.map(\.driver.acronym).joined(separator: " v ")
        let summary = Self.telemetrySummary(content)
        var facts = [ReportDocument.Fact(.session, content.session)]
        if let comparison = content.comparison {
            facts.append(.init(.quicker, "\(comparison.quicker.driver), by \(Self.seconds(comparison.margin)) at the line"))
            if let stretch = comparison.decisiveStretch {
                facts.append(.init(.mostGained, "\(Self.stretchName(stretch)), \(Self.seconds(stretch.gain))"))
            }
        }
        facts.append(.init(.lapData, content.credit))
        let reference = content.laps.first?.telemetry.timeAtLine
        let rows = content.laps.map { lap in
            let time = lap.telemetry.timeAtLine
            let gap: Double? = if let time, let reference { time - reference } else { nil }
            return ReportDocument.Row([
                ReportDocument.Cell(lap.driver.acronym, TrackMapPalette.teamMeaning(lap.driver)), .init(lap.driver.name),
                .init(String(lap.lap.lap)), .init(time.map(Self.lapTime) ?? "", .strong),
                .init(gap.map { $0 > 0 ? "+" + Self.seconds($0) : "" } ?? "", .secondary),
                .init(lap.telemetry.topSpeed.map { "\(ReportBuilder.whole($0)) km/h" } ?? ""),
                .init(Self.share(of: lap.telemetry) { ($0.throttle ?? 0) >= 98 }.map { "\($0)%" } ?? "", .secondary),
                .init(Self.share(of: lap.telemetry) { $0.brake == true }.map { "\($0)%" } ?? "", .secondary),
            ])
        }
        let columns: [ReportDocument.Column] = [
            .init("driver", "Driver"), .init("name", "Name", flexible: true, drop: 2), .init("lap", "Lap", .right),
            .init("time", "Time", .right), .init("gap", "Gap", .right), .init("topSpeed", "Top speed", .right),
            .init("fullThrottle", "Full throttle", .right, drop: 1), .init("braking", "Braking", .right, drop: 1),
        ]
        var sections = [
            ReportDocument.Section(
                title: "Laps", key: "laps", columns: columns, rows: rows,
                lines: ["Full throttle and braking: the share of the lap's distance with the throttle at 98% or more, and with the brake on."],
                chart: telemetryChart(content, summary: summary))
        ]
        if let comparison = content.comparison, comparison.stretches.count > 1 {
            let gains = comparison.stretches.map { stretch in
                ReportDocument.Row([
                    .init(Self.cornerName(stretch.from)), .init(Self.cornerName(stretch.to)),
                    .init((stretch.gain >= 0 ? "+" : "−") + Self.seconds(abs(stretch.gain)), stretch == comparison.decisiveStretch ? .strong : nil),
                ])
            }
            sections.append(
                ReportDocument.Section(
                    title: "Where \(comparison.quicker.driver) gains", key: "stretches",
                    columns: [ReportDocument.Column("from", "From"), .init("to", "To"), .init("gain", "Gain", .right)], rows: gains,
                    lines: ["Gain: time the quicker lap made on the slower one between the two points (− where it lost)."]))
        }
        return ReportDocument(title: "\(names), \(content.session)", source: source, facts: facts, sections: sections)
    }

    /// "RUS is 0.236 s quicker than LEC at the line, gaining most between turn 3 and turn 4 (0.121 s)."
    static func telemetrySummary(_ content: TelemetryComparison) -> String {
        guard let comparison = content.comparison else {
            guard let lap = content.laps.first else { return "No lap to show." }
            return "\(lap.driver.name)'s lap \(lap.lap.lap) in \(content.session): \(lap.telemetry.timeAtLine.map(lapTime) ?? "not timed")."
        }
        let names = Dictionary(content.laps.map { ($0.driver.acronym, $0.driver.name) }, uniquingKeysWith: { first, _ in first })
        let quicker = names[comparison.quicker.driver] ?? comparison.quicker.driver
        let slower = names[comparison.slower.driver] ?? comparison.slower.driver
        let head = "\(quicker) is \(seconds(comparison.margin)) quicker than \(slower) at the line"
        guard let stretch = comparison.decisiveStretch else { return head + "." }
        return head + ", gaining most \(stretchName(stretch)) (\(seconds(stretch.gain)))."
    }

    static func stretchName(_ stretch: LapComparison.Stretch) -> String {
        switch (stretch.from, stretch.to) {
        case (nil, nil): "over the whole lap"
        case (nil, let to?): "from the line to \(cornerName(to))"
        case (let from?, nil): "from \(cornerName(from)) to the line"
        case (let from?, let to?): "between \(cornerName(from)) and \(cornerName(to))"
        }
    }

    static func cornerName(_ corner: TrackCorner?) -> String {
        corner.map { "turn \($0.number)\($0.letter ?? "")" } ?? "the line"
    }

    /// A metre or km/h figure to the nearest whole: "329"; empty for a value that is not a
    /// number or beyond any lap's (a damaged source).
    static func whole(_ value: Double) -> String {
        let rounded = value.rounded()
        return abs(rounded) < 1e9 ? String(Int(rounded)) : ""  // trap-ok: finite and under 1e9.
    }

    /// "0.236 s".
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        let thousandths = Int((value * 1000).rounded())  // trap-ok: finite, and a lap's delta is far under Int's range.
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        return "\(sign)\(magnitude / 1000).\(String(magnitude % 1000).leftPadded(to: 3)) s"
    }

    /// "1:06.113".
    static func lapTime(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 100_000 else { return "" }
        return LapTime(milliseconds: Int((seconds * 1000).rounded())).description  // trap-ok: bounded above.
    }

    /// The whole-number per cent of the lap's distance where `holds` is true of the sample.
    static func share(of lap: LapTelemetry, where holds: (TelemetrySample) -> Bool) -> Int? {
        guard let total = lap.distanceCovered, total > 0 else { return nil }
        var covered = 0.0
        for (before, after) in zip(lap.samples, lap.samples.dropFirst()) where holds(before) {
            covered += max(0, (after.distance ?? 0) - (before.distance ?? 0))
        }
        let share = (covered / total * 100).rounded()
        return share.isFinite ? Int(min(max(share, 0), 100)) : nil  // trap-ok: clamped to 0...100.
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension ReportDocument.Fact.Key {
    public static let session = Self("session", label: "Session")
    public static let quicker = Self("quicker", label: "Quicker")
    public static let mostGained = Self("mostGained", label: "Most gained")
}
