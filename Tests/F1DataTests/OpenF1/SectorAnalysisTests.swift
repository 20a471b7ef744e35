import F1Data
import F1Domain
import Foundation
import Testing

/// Sectors and mini-sectors of real sessions: the Miami race and Suzuka qualifying, as recorded.
/// The expected bests are worked out here from the recording's own JSON, not through F1Kit's
/// decoder or `SectorAnalysis`.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct SectorAnalysisTests {
    static let sessions = ["2026-miami-race", "2026-suzuka-qualifying"]

    /// The recording's laps.json as plain JSON objects.
    static func rawLaps(_ name: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: OpenF1Folder.root.appending(path: name).appending(path: "laps.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    /// Every lap run from the track; a lap out of the pits is timed from the pit lane, so its
    /// sectors need not add up (Suzuka's car 30, lap 1: 95.097 s of sectors in 102.953 s).
    @Test(arguments: sessions)
    func everyLapsSectorsSumToItsTime(_ name: String) throws {
        let laps = try OpenF1Folder.recording(name).read().timing.laps
        let whole = laps.filter { lap in lap.duration != nil && lap.sectors.allSatisfy { $0 != nil } }
        #expect(whole.count > 100, "\(name) has laps with all three sectors")
        for lap in whole where !lap.isPitOutLap {
            let sum = lap.sectors.compactMap(\.self).reduce(0, +)
            // Each time is given to the thousandth, so three of them round to within 0.002 s.
            #expect(
                abs(sum - (lap.duration ?? 0)) <= 0.0025, "car \(lap.driver.rawValue) lap \(lap.lap): \(lap.sectors) against \(lap.duration ?? 0)")
        }
    }

    @Test(arguments: sessions)
    func bestSectorsAndIdealLapsAreTheRecordingsOwn(_ name: String) throws {
        var best: [Int: [Double]] = [:]
        var bestLap: [Int: Double] = [:]
        for record in try Self.rawLaps(name) {
            guard let driver = record["driver_number"] as? Int else { continue }
            var times = best[driver] ?? [.infinity, .infinity, .infinity]
            for (index, key) in ["duration_sector_1", "duration_sector_2", "duration_sector_3"].enumerated() {
                if let time = (record[key] as? NSNumber)?.doubleValue, time > 0 { times[index] = min(times[index], time) }
            }
            best[driver] = times
            if let time = (record["lap_duration"] as? NSNumber)?.doubleValue { bestLap[driver] = min(bestLap[driver] ?? .infinity, time) }
        }
        let analysis = SectorAnalysis(laps: try OpenF1Folder.recording(name).read().timing.laps)
        #expect(analysis.drivers.count == best.values.filter { $0.contains { $0.isFinite } }.count)
        for (driver, times) in best where times.contains(where: \.isFinite) {
            let sectors = try #require(analysis.sectors(of: TimingDriver.ID(rawValue: driver)), "car \(driver)")
            #expect(sectors.bestSectors == times.map { $0.isFinite ? $0 : nil }, "car \(driver)")
            let ideal = times.allSatisfy(\.isFinite) ? times.reduce(0, +) : nil
            #expect(
                sectors.idealLap.map { abs($0 - (ideal ?? .nan)) < 1e-9 } ?? (ideal == nil), "car \(driver): \(String(describing: sectors.idealLap))")
            #expect(sectors.bestLap == bestLap[driver], "car \(driver)")
        }
        for index in 0..<3 {
            #expect(analysis.overallBest[index] == best.values.map { $0[index] }.filter(\.isFinite).min())  // trap-ok: three sectors.
        }
        // The quickest ideal lap first.
        let ideals = analysis.drivers.compactMap(\.idealLap)
        #expect(ideals == ideals.sorted())
    }

    /// The marks: purple only for the best of all in the sector, green only for a driver's own best.
    @Test(arguments: sessions)
    func eachSectorHasItsOverallBestMarkedOnce(_ name: String) throws {
        let laps = try OpenF1Folder.recording(name).read().timing.laps
        let analysis = SectorAnalysis(laps: laps)
        for index in 0..<3 {
            let purple = laps.filter { analysis.marks(of: $0)[index] == .overallBest }  // trap-ok: three sectors.
            #expect(!purple.isEmpty)
            #expect(purple.allSatisfy { $0.sectors[index] == analysis.overallBest[index] })  // trap-ok: three sectors.
            for lap in laps where analysis.marks(of: lap)[index] == .personalBest {  // trap-ok: three sectors.
                #expect(lap.sectors[index] == analysis.sectors(of: lap.driver)?.bestSectors[index])  // trap-ok: three sectors.
            }
        }
    }

    /// Mini-sectors arrive with every lap that has them, each sector's codes in order.
    @Test(arguments: sessions)
    func miniSectorsAreDecodedAsSent(_ name: String) throws {
        let raw = try Self.rawLaps(name)
        let laps = try OpenF1Folder.recording(name).read().timing.laps
        #expect(raw.count == laps.count)
        var marked = 0
        for (record, lap) in zip(raw, laps) {
            for (index, key) in ["segments_sector_1", "segments_sector_2", "segments_sector_3"].enumerated() {
                let codes = (record[key] as? [Any])?.map { ($0 as? NSNumber)?.intValue } ?? []
                #expect(lap.miniSectors[index] == codes.map(MiniSectorMark.init(code:)))  // trap-ok: three sectors.
                marked += codes.compactMap(\.self).count
            }
        }
        #expect(marked > 1000, "\(name) marks its mini-sectors")
    }

    @Test func theFeedsCodesReadAsTheirColours() {
        #expect(MiniSectorMark(code: 2051) == .timed(.overallBest))
        #expect(MiniSectorMark(code: 2049) == .timed(.personalBest))
        #expect(MiniSectorMark(code: 2048) == .timed(.slower))
        #expect(MiniSectorMark(code: 2064) == .pitLane)
        #expect(MiniSectorMark(code: 0) == .unknown)
        #expect(MiniSectorMark(code: nil) == .unknown)
    }
}
