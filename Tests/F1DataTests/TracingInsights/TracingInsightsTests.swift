import F1Data
import F1Domain
import Foundation
import Testing

/// The staged TracingInsights files: the 2026 Austrian pole and P2 laps.
enum TracingInsightsFolder {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data/telemetry/tracinginsights/2026-austria-qualifying").standardizedFileURL
    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.appending(path: "RUS/19_tel.json").path) }

    static func decode<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.userInfo[WireKeys.strictKeys] = true
        return try decoder.decode(type, from: Data(contentsOf: root.appending(path: path)))
    }

    /// A channel as Foundation reads it, apart from F1Kit's decoder: numbers, nil for "None".
    static func channel(_ path: String, _ name: String) throws -> [Double?] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appending(path: path)))
        guard let values = ((object as? [String: Any])?["tel"] as? [String: Any])?[name] as? [Any] else { return [] }
        return values.map { ($0 as? NSNumber)?.doubleValue }
    }
}

@Suite(.enabled(if: TracingInsightsFolder.isPresent, "../shared/data/telemetry is absent: the TracingInsights laps are not available"))
struct TracingInsightsTests {
    @Test(arguments: [("RUS", 19, 66.113, 509), ("LEC", 14, 66.349, 491)])
    func eachLapDecodesAsTheFileHoldsIt(_ driver: String, _ number: Int, _ time: Double, _ count: Int) throws {
        let file = try TracingInsightsFolder.decode(TracingInsightsLap.self, "\(driver)/\(number)_tel.json")
        let table = try TracingInsightsFolder.decode(TracingInsightsLapTable.self, "\(driver)/laptimes.json")
        #expect(table.time(ofLap: number) == time)
        let lap = try file.telemetry(driver: driver, lap: number, lapTime: table.time(ofLap: number))
        #expect(lap.samples.count == count)
        #expect(lap.samples.last?.time == time)
        #expect(lap.samples.map(\.time) == (try TracingInsightsFolder.channel("\(driver)/\(number)_tel.json", "time")).compactMap(\.self))
        // Two parsers of one decimal text may differ in the last bit, never more.
        func close(_ read: [Double?], _ expected: [Double?]) -> Bool {
            read.count == expected.count && zip(read, expected).allSatisfy { a, b in a == b || abs((a ?? .nan) - (b ?? .nan)) <= abs(b ?? 0) * 1e-15 }
        }
        #expect(close(lap.samples.map(\.speed), try TracingInsightsFolder.channel("\(driver)/\(number)_tel.json", "speed")))
        #expect(close(lap.samples.map(\.x), try TracingInsightsFolder.channel("\(driver)/\(number)_tel.json", "x")))
        #expect(file.tel.dataKey == "2026-Austrian Grand Prix-Qualifying-\(driver)-\(number)")
    }

    /// "None" is a missing value: the out lap has no time, and its first sector none either.
    @Test func noneReadsAsMissing() throws {
        let table = try TracingInsightsFolder.decode(TracingInsightsLapTable.self, "RUS/laptimes.json")
        #expect(table.time.first == .some(nil))
        #expect(table.sector1.first == .some(nil))
    }

    @Test func theCornersAreTheLayoutsTen() throws {
        let corners = try TracingInsightsFolder.decode(TracingInsightsCorners.self, "corners.json").corners
        #expect(corners.map(\.number) == Array(1...10))
        #expect(abs((corners.first?.distance ?? 0) - 443.70006761813744) < 1e-9)
        #expect(corners.map(\.distance) == corners.map(\.distance).sorted())
    }
}

/// Damaged files: each gives one sentence, never a crash.
@Suite struct TracingInsightsDamageTests {
    static let channels =
        ["time", "distance", "rel_distance", "speed", "throttle", "brake", "gear", "rpm", "drs", "x", "y", "z"]
        + ["DriverAhead", "DistanceToDriverAhead", "acc_x", "acc_y", "acc_z"]

    /// A file whose every channel is `values` (the car ahead: "None" as often), with `changes`
    /// put over them.
    static func file(_ values: String, _ changes: [String: String] = [:]) -> Data {
        let count = ((try? JSONSerialization.jsonObject(with: Data(values.utf8))) as? [Any])?.count ?? 0
        let nobodyAhead = "[" + Array(repeating: "\"None\"", count: count).joined(separator: ", ") + "]"
        let members = channels.map { "\"\($0)\": \(changes[$0] ?? ($0 == "DriverAhead" ? nobodyAhead : values))" }.joined(separator: ", ")
        return Data("{\"tel\": {\(members), \"dataKey\": \"test\"}}".utf8)
    }

    static func telemetry(_ data: Data) throws -> LapTelemetry {
        try JSONDecoder().decode(TracingInsightsLap.self, from: data).telemetry(driver: "TST", lap: 1, lapTime: nil)
    }

    static func sentence(_ data: Data) -> String? {
        do {
            _ = try telemetry(data)
            return nil
        } catch let error as TracingInsightsError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func noneEverywhereIsNoTrace() {
        #expect(Self.sentence(Self.file(#"["None", "None", "None"]"#)) == "The lap has no sample with a time and a speed; there is no trace to draw.")
    }

    @Test func emptyChannelsAreNoTrace() {
        #expect(Self.sentence(Self.file("[]")) == "The lap has no sample with a time and a speed; there is no trace to draw.")
    }

    @Test func oneSampleIsNoTrace() {
        #expect(Self.sentence(Self.file("[1]")) == "The lap has one sample with a time and a speed; there is no trace to draw.")
    }

    @Test func channelsOfDifferentLengthsAreRefused() {
        #expect(
            Self.sentence(Self.file("[1, 2, 3]", ["speed": "[100, 200]"]))
                == "The lap's speed has 2 samples where its time has 3; the file is damaged.")
    }

    /// JSON has no NaN; a file that writes it as text, or a number too large for a Double, is
    /// refused where it stands.
    @Test func textOrHugeNumbersInAChannelAreRefused() throws {
        let nan = try #require(Self.sentence(Self.file("[1, 2]", ["speed": #"[1, "NaN"]"#])))
        #expect(nan.contains("found 'NaN'"))
        #expect(Self.sentence(Self.file("[1, 2]", ["speed": "[1, 1e400]"])) != nil)
    }

    @Test func timeGoingBackwardsLeavesThoseSamplesOut() throws {
        let lap = try Self.telemetry(Self.file("[100, 100, 100, 100]", ["time": "[0, 2, 1, 3]", "distance": "[0, 50, 60, 80]"]))
        #expect(lap.samples.map(\.time) == [0, 2, 3])
    }

    /// Distances that run back are the file's fault: the lap's distances come from its speed.
    @Test func distancesThatRunBackAreIntegratedInstead() throws {
        let lap = try Self.telemetry(Self.file("[36, 36, 36]", ["time": "[0, 1, 2]", "distance": "[0, 50, 20]"]))
        #expect(lap.samples.allSatisfy { $0.distance == nil })
        #expect(abs((lap.withDistance().distanceCovered ?? 0) - 20) < 1e-9)
    }

    @Test func valuesOutsideTheirRangeAreLeftOut() throws {
        let lap = try Self.telemetry(Self.file("[1, 2, 3]", ["time": "[0, 1, 2]", "speed": "[100, 9999, 120]", "gear": "[42, 5, 4]"]))
        #expect(lap.samples.map(\.time) == [0, 2])
        #expect(lap.samples.map(\.gear) == [nil, 4])
    }
}
