import F1Domain
import Foundation

@testable import F1Data

/// A TracingInsights file (byte 0 picks which: a lap's telemetry, a lap table, the corners) ->
/// DTOs -> the domain's lap, then everything the reports compute from it: distance, the delta
/// against itself and a steady lap, the comparison's stretches, the outline. Errors are
/// expected; a crash, a hang, a delta that does not end at the lap times' difference, or the
/// columns fast path answering otherwise than `Decodable` is a finding.
func fuzzTracingInsights(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let body = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let decoder = JSONDecoder()
    switch data[0] % 3 {
    case 0:
        agree(TracingInsightsLap.self, body)
        guard let file = try? decoder.decode(TracingInsightsLap.self, from: body),
            let lap = try? file.telemetry(driver: "FUZ", lap: 1, lapTime: nil)
        else { return 0 }
        exercise(lap)
    case 1:
        agree(TracingInsightsLapTable.self, body)
        guard let table = try? decoder.decode(TracingInsightsLapTable.self, from: body) else { return 0 }
        for number in table.lap.prefix(50).compactMap(\.self) { _ = table.time(ofLap: number) }
    default:
        agree(TracingInsightsCorners.self, body)
        guard let corners = try? decoder.decode(TracingInsightsCorners.self, from: body) else { return 0 }
        let found = corners.corners
        precondition(found.map(\.distance) == found.map(\.distance).sorted(), "corners out of order")
    }
    return 0
}

/// The fast path reads a file only as `Decodable` does, and declines whatever `Decodable` refuses.
private func agree<Columns: WireColumns & Decodable & Equatable>(_ type: Columns.Type, _ body: Data) {
    guard let fast = JSONColumns.decode(Columns.self, from: body) else { return }
    let slow = try? JSONDecoder().decode(Columns.self, from: body)
    precondition(slow == fast, "the columns fast path and Decodable disagree")
}

private func exercise(_ lap: LapTelemetry) {
    let measured = lap.withDistance()
    let distances = measured.samples.compactMap(\.distance)
    precondition(distances.count == measured.samples.count, "a sample without a distance")
    let steady = LapTelemetry(
        driver: "REF", lap: 1, lapTime: 60, samples: [TelemetrySample(time: 0, speed: 200), TelemetrySample(time: 60, speed: 200)])
    if let delta = LapDelta(reference: steady, compared: lap), let atLine = delta.atLine, let time = lap.timeAtLine {
        precondition(abs(atLine - (time - 60)) < 1e-6 * max(1, abs(time)), "the delta at the line is not the difference")
    }
    _ = LapDelta(reference: lap, compared: lap)
    _ = LapComparison(lap, steady, corners: [TrackCorner(number: 1, distance: 100), TrackCorner(number: 2, distance: 2000)])?.decisiveStretch
    _ = TrackOutline(lap: lap)?.length
}
