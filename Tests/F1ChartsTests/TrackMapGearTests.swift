import F1Data
import F1Domain
import F1UI
import F1UseCases
import Testing

/// A track map by gear colours only what the lap's gears say: a sample without a gear (or in
/// neutral) keeps the line's own colour, where it was drawn as gear 1.
@Suite struct TrackMapGearTests {
    @Test func samplesWithoutAGearAreNoGearsColour() async throws {
        let demo = try DemoRepository()
        let telemetry = LoadTelemetry(telemetry: demo.telemetryRepository, races: demo, now: demo.clock.now)
        let address = SessionAddress(season: 2025, round: .round(1), session: .qualifying)
        var map = try await telemetry.trackMap(address, drivers: ["VER"], lap: .fastest)
        let builder = ReportBuilder(source: "Demo", timeZoneName: "UTC")
        let geared = try #require(builder.trackMap(map, by: .gear).sections.first?.chart)
        let keys = Set(geared.series.flatMap { $0.pointCategories ?? [] })
        #expect(keys.contains("gear1") || keys.contains("gear2"), "the demo's lap has its gears: \(keys)")
        for index in map.laps.indices {
            for sample in map.laps[index].telemetry.samples.indices { map.laps[index].telemetry.samples[sample].gear = nil }
        }
        let chart = try #require(builder.trackMap(map, by: .gear).sections.first?.chart)
        let categories = Set(chart.series.flatMap { $0.pointCategories ?? [] })
        #expect(!categories.contains { $0.hasPrefix("gear") }, "\(categories)")
    }
}
