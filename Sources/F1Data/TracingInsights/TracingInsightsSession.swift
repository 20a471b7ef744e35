import F1Domain
import F1UseCases
import Foundation
import Synchronization

/// One session's folder of a TracingInsights checkout: its cars and every car's laps read at
/// once (a few dozen small files), a lap's samples and the corners when asked for.
struct TracingInsightsSession: Sendable {
    let checkout: URL
    /// "Austrian Grand Prix/Qualifying", as messages name files (relative to the checkout).
    let relative: String
    let laps: SessionLaps
    /// The checkout's laps' samples read so far: a comparison reads the quickest lap, and its
    /// layout draws the same lap's outline, so the file is read once.
    let samples: LapSamples

    /// What the session's cars and laps weigh, for the sessions' budget: each lap's own storage
    /// and its mini-sectors' arrays, each car's names.
    var weight: Int {
        let lapBytes = laps.laps.reduce(0) { total, lap in
            total + MemoryLayout<TimedLap>.stride + lap.miniSectors.reduce(0) { $0 + 32 + $1.count * MemoryLayout<Int?>.stride }
        }
        let driverBytes = laps.drivers.reduce(0) { $0 + MemoryLayout<TimingDriver>.stride + $1.fullName.utf8.count * 3 + 64 }
        return lapBytes + driverBytes + 4096
    }

    /// A file of the checkout larger than this is not TracingInsights' (a lap is about 100 KB,
    /// a lap table a few KB); decoded, a file takes a few times its size.
    static let largestFile = 8 << 20

    init(checkout: URL, relative: String, title: String, samples: LapSamples) throws {
        self.checkout = checkout
        self.samples = samples
        self.relative = relative
        let folder = checkout.appending(path: relative)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw TelemetryError.fileUnusable(path: folder.path, reason: "is not a folder of the TracingInsights checkout, so it has no such session")
        }
        let drivers = try Self.decode(TracingInsightsDrivers.self, checkout: checkout, relative + "/drivers.json").drivers.compactMap(\.timingDriver)
        var laps: [TimedLap] = []
        for driver in drivers.sorted(by: { $0.acronym < $1.acronym }) {
            let path = relative + "/" + driver.acronym + "/laptimes.json"
            guard FileManager.default.fileExists(atPath: checkout.appending(path: path).path) else { continue }
            laps += try Self.decode(TracingInsightsLapTable.self, checkout: checkout, path).timedLaps(driver: driver.id)
        }
        self.laps = SessionLaps(title: title, drivers: drivers, laps: laps, credit: TracingInsightsCheckout.credit)
    }

    func telemetry(lap: TimedLap, driver: TimingDriver) throws -> LapTelemetry {
        let path = relative + "/" + driver.acronym + "/\(lap.lap)_tel.json"
        if let read = samples.lap(path) { return read }
        let telemetry = try readTelemetry(lap: lap, driver: driver, path: path)
        samples.keep(telemetry, for: path)
        return telemetry
    }

    private func readTelemetry(lap: TimedLap, driver: TimingDriver, path: String) throws -> LapTelemetry {
        let file = try Self.decode(TracingInsightsLap.self, checkout: checkout, path)
        do throws(TracingInsightsError) {
            return try file.telemetry(driver: driver.acronym, lap: lap.lap, lapTime: lap.duration)
        } catch {
            throw TelemetryError.fileUnusable(path: checkout.appending(path: path).path, reason: "cannot be drawn: \(error.description)")
        }
    }

    /// The outline the session's quickest lap draws, `corners.json`'s corners, and where that lap
    /// ended its first two sectors.
    func layout() throws -> TrackLayout {
        let grandPrix = String(relative.prefix { $0 != "/" })
        guard let fastest = laps.laps.filter({ ($0.duration ?? 0) > 0 }).min(by: { ($0.duration ?? 0) < ($1.duration ?? 0) }),
            let driver = laps.drivers.first(where: { $0.id == fastest.driver })
        else { throw TelemetryError.noLayout(circuit: grandPrix) }
        let lap = try telemetry(lap: fastest, driver: driver).withDistance()
        guard let outline = TrackOutline(lap: lap) else { throw TelemetryError.noLayout(circuit: grandPrix) }
        let corners = try Self.decode(TracingInsightsCorners.self, checkout: checkout, relative + "/corners.json").corners
        let length = lap.samples.last?.distance ?? outline.length
        var ends: [Double] = []
        if let s1 = fastest.sector1, let s2 = fastest.sector2, length > 0 {
            ends = [s1, s1 + s2].compactMap { time in lap.distance(atTime: time).map { $0 / length } }
        }
        return TrackLayout(
            name: grandPrix, outline: outline, corners: corners, lapLength: length, sectorEnds: ends,
            credit: "Outline: \(TracingInsightsCheckout.credit), from \(driver.acronym)'s lap \(fastest.lap)")
    }

    static func decode<T: Decodable>(_ type: T.Type, checkout: URL, _ relative: String) throws -> T {
        let url = checkout.appending(path: relative)
        let path = url.path
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw TelemetryError.fileUnusable(path: path, reason: "is not a file")
            }
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch let error as TelemetryError {
            throw error
        } catch {
            throw TelemetryError.fileUnusable(path: path, reason: "is missing")
        }
        guard size <= largestFile else {
            throw TelemetryError.fileUnusable(path: path, reason: "is \(size) bytes, more than a TracingInsights file may be")
        }
        do {
            let data = try Data(contentsOf: url)
            if let columns = T.self as? any WireColumns.Type, let value = JSONColumns.decode(columns, from: data) as? T { return value }
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw TelemetryError.fileUnusable(path: path, reason: "is not TracingInsights' JSON (\(Self.describe(error)))")
        } catch {
            throw TelemetryError.fileUnusable(path: path, reason: "cannot be read")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (field.isEmpty ? "" : field + ": ") + context.debugDescription
        @unknown default:
            return "unreadable"
        }
    }
}

extension LapTelemetry {
    /// The distance run at `time` seconds into the lap, between the samples either side of it.
    func distance(atTime time: Double) -> Double? {
        guard let after = samples.firstIndex(where: { $0.time >= time }) else { return samples.last?.distance }
        let next = samples[after]  // trap-ok: an index found in samples.
        guard after > 0, let end = next.distance else { return next.distance }
        let previous = samples[after - 1]  // trap-ok: after > 0.
        guard let start = previous.distance, next.time > previous.time else { return end }
        return start + (end - start) * (time - previous.time) / (next.time - previous.time)
    }
}

/// A checkout's laps' samples by file, kept within a budget: a comparison reads the quickest lap
/// and its layout draws the same lap, and a page served again reads the same laps again.
final class LapSamples: Sendable {
    /// About 60 laps of TracingInsights' 500 samples.
    static let budget = 4 << 20
    private let read = BoundedMemo<String, LapTelemetry>(budget: budget) { $0.samples.count * MemoryLayout<TelemetrySample>.stride }

    func lap(_ path: String) -> LapTelemetry? { read.value(path) }

    func keep(_ lap: LapTelemetry, for path: String) { read.keep(lap, for: path) }

    var kept: (weight: Int, count: Int) { read.kept }
}
