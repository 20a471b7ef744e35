import F1Data
import F1Domain
import F1UI
import F1UseCases
import Foundation
import Testing

@testable import F1Charts

/// The pictures in docs/charts are the demo data's charts as they are drawn now, and Chromium
/// draws each as the layout says: the first series' colour where its first mark lies.
@Suite(.serialized, .enabled(if: Browser.chromium != nil, "needs headless Chromium: Debian's package chromium (apt-get install chromium)"))
struct DocsChartBrowserTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../docs/charts").standardized

    /// Every chart of the demo's last race and season, as `f1report chart KIND` draws it by default.
    static func demoCharts() async throws -> [(kind: String, chart: Chart)] {
        let demo = try DemoRepository()
        let builder = ReportBuilder(source: demo.info.name, timeZoneName: "UTC")
        let season = demo.dataset.season
        let round = try await demo.lastResults(season: season).race.round
        let history = try await demo.raceHistory(season: season, round: round)
        var charts: [(String, Chart)] = try [Chart.Kind.positions, .gaps, .tyres, .laptimes].map { kind in
            (kind.rawValue, try #require(builder.raceChart(kind, history: history).sections.first?.chart))
        }
        let report = try await LoadChampionship(races: demo, weekends: demo, rulebook: try ScoringRulebook.builtIn()).report(season: season)
        charts.append(("progression", builder.progressionChart(ProgressionScreen.makeContent(from: report, kind: .drivers, format: F1UI.Format()))))
        let qualifying = try await demo.qualifying(season: season, round: round)
        charts.append(("qualifying", try #require(try builder.qualifyingChart(qualifying).sections.first?.chart)))
        // The demo's made-up telemetry of Bahrain's qualifying, as scripts/render-chart-docs draws it.
        let telemetry = LoadTelemetry(telemetry: demo.telemetryRepository, races: demo, now: demo.clock.now)
        let address = SessionAddress(season: season, round: .round(1), session: .qualifying)
        let laps = try await telemetry.comparison(address, drivers: ["VER", "LEC"], lap: .fastest)
        charts.append(("telemetry", try #require(builder.telemetry(laps).sections.first?.chart)))
        let map = try await telemetry.trackMap(address, drivers: ["VER"], lap: .fastest)
        charts.append(("trackmap", try #require(builder.trackMap(map, by: .speed).sections.first?.chart)))
        return charts
    }

    @Test func eachDocsPictureIsTheDemosChartAndChromiumDrawsIt() async throws {
        let charts = try await Self.demoCharts()
        #expect(charts.count == Chart.Kind.allCases.count)
        for (kind, chart) in charts {
            let file = Self.docs.appending(path: "\(kind).svg")
            let svg = try String(contentsOf: file, encoding: .utf8)
            #expect(chart.svg() == svg, "docs/charts/\(kind).svg is stale: run scripts/render-chart-docs")
            #expect(SVGDocument(svg).isWellFormed, "docs/charts/\(kind).svg")
            try await SVGBrowserTests.check(file, chart: chart, style: SVGChartStyle())
        }
        let positions = try #require(charts.first { $0.kind == "positions" }?.chart)
        let dark = Self.docs.appending(path: "positions-dark.svg")
        #expect(positions.svg(style: SVGChartStyle(theme: .dark)) == (try String(contentsOf: dark, encoding: .utf8)))
        try await SVGBrowserTests.check(dark, chart: positions, style: SVGChartStyle(theme: .dark))
    }
}
