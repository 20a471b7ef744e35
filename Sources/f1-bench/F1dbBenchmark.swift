import F1Data
import F1DataF1db
import Foundation
import YAMLKit

/// `f1-bench f1db`: the f1db tree through F1Kit's generated decoders, against PyYAML's C loader
/// and libyaml's raw events on the same files, and f1report's wall time on f1db commands.
struct F1dbBenchmark {
    let corpus: Corpus
    let dataPath: String
    let runs: Int

    typealias Decode = @Sendable ([UInt8], String) throws -> Int

    /// Decodes a file as `type` as the f1db source does; the number of records, so no work can be optimised away.
    static func records<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], _ path: String) throws -> Int {
        ((try YAMLDecoder.f1db.decode(T.self, from: bytes, path: path)) as? [Any])?.count ?? 1
    }

    /// Each file kind with a DTO, by where it lives, and how to decode it.
    static func decoder(for path: String) -> Decode? {
        let name = (path as NSString).lastPathComponent
        if path.hasPrefix("drivers/") { return { try records(F1dbDriver.self, $0, $1) } }
        if path.hasPrefix("constructors/") { return { try records(F1dbConstructor.self, $0, $1) } }
        if path.hasPrefix("circuits/") { return { try records(F1dbCircuit.self, $0, $1) } }
        if path.hasPrefix("grands-prix/") { return { try records(F1dbGrandPrix.self, $0, $1) } }
        if path.hasPrefix("countries/") { return { try records(F1dbCountry.self, $0, $1) } }
        guard path.hasPrefix("seasons/") else { return nil }
        switch name {
        case "race.yml": return { try records(F1dbRace.self, $0, $1) }
        case "race-results.yml", "sprint-race-results.yml": return { try records([F1dbRaceResult].self, $0, $1) }
        case "qualifying-results.yml": return { try records([F1dbQualifyingResult].self, $0, $1) }
        case "fastest-laps.yml": return { try records([F1dbFastestLap].self, $0, $1) }
        case "driver-standings.yml": return { try records([F1dbDriverStanding].self, $0, $1) }
        case "constructor-standings.yml": return { try records([F1dbConstructorStanding].self, $0, $1) }
        default: return nil
        }
    }

    /// Wall and CPU seconds of one pass of one reader.
    struct Pass {
        var wall: Double
        var cpu: Double
    }

    /// Runs the readers interleaved pass by pass, PyYAML's included, so a change in machine load
    /// touches them all alike; CPU time is the steadier measure on a busy machine.
    func run() throws -> String {
        let typed = corpus.files.compactMap { file in Self.decoder(for: file.path).map { (file, $0) } }
        let bytes = typed.reduce(0) { $0 + $1.0.bytes.count }
        let python = try PyYAMLWorker(dataPath: dataPath, paths: typed.map(\.0.path))
        var raw: [Pass] = []
        var decoded: [Pass] = []
        var parallel: [Pass] = []
        var pyyaml: [Pass] = []
        for _ in 0..<runs {
            raw.append(try measure { for (file, _) in typed { _ = try YAMLParser.countEvents(bytes: file.bytes, path: file.path) } })
            decoded.append(try measure { for (file, decode) in typed { _ = try decode(file.bytes, file.path) } })
            parallel.append(try measure { try decodeInParallel(typed) })
            pyyaml.append(try python.pass())
        }
        let megabytes = Double(bytes) / 1_000_000
        let rawMedian = median(raw)
        let typedMedian = median(decoded)
        let parallelMedian = median(parallel)
        let pythonMedian = median(pyyaml)
        var lines = [
            "f1db load, \(typed.count) files with a DTO, \(String(format: "%.1f", megabytes)) MB, median of \(runs) interleaved runs (release)",
            "", "reader".padding(toLength: 34, withPad: " ", startingAt: 0) + "   wall      MB/s     CPU",
        ]
        for (name, pass, hasCPU) in [
            ("libyaml raw events, 1 core", rawMedian, true), ("F1Kit typed decoders, 1 core", typedMedian, true),
            ("F1Kit typed decoders, all cores", parallelMedian, false), ("PyYAML CSafeLoader, 1 core", pythonMedian, true),
        ] {
            let cpu = hasCPU ? String(format: "%7.3f s", pass.cpu) : "      -"
            lines.append(
                name.padding(toLength: 34, withPad: " ", startingAt: 0) + String(format: "%7.3f s  %6.1f  ", pass.wall, megabytes / pass.wall) + cpu)
        }
        lines.append("")
        lines.append(
            String(
                format: "typed vs raw libyaml (1 core):      %.2fx the time, %.2fx the CPU", typedMedian.wall / rawMedian.wall,
                typedMedian.cpu / rawMedian.cpu))
        lines.append(
            String(
                format: "typed vs PyYAML C loader (1 core):  %.1fx faster, %.1fx less CPU", pythonMedian.wall / typedMedian.wall,
                pythonMedian.cpu / typedMedian.cpu))
        lines.append(String(format: "typed on all cores vs PyYAML:       %.1fx faster", pythonMedian.wall / parallelMedian.wall))
        return lines.joined(separator: "\n")
    }

    private func decodeInParallel(_ typed: [(Corpus.File, Decode)]) throws {
        let chunks = ProcessInfo.processInfo.activeProcessorCount
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            for index in stride(from: chunk, to: typed.count, by: chunks) {
                do { _ = try typed[index].1(typed[index].0.bytes, typed[index].0.path) } catch { failures.record(error) }
            }
        }
        if let error = failures.first { throw error }
    }

    private func measure(_ body: () throws -> Void) throws -> Pass {
        let (wall, cpu) = (DispatchTime.now().uptimeNanoseconds, Self.threadCPUNanoseconds())
        try body()
        return Pass(wall: Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9, cpu: Double(Self.threadCPUNanoseconds() - cpu) / 1e9)
    }

    private static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Wall and CPU medians, each of its own column.
    private func median(_ passes: [Pass]) -> Pass {
        let walls = passes.map(\.wall).sorted()
        let cpus = passes.map(\.cpu).sorted()
        return Pass(wall: walls[walls.count / 2], cpu: cpus[cpus.count / 2])
    }
}

/// Errors from concurrent work, kept under a lock.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    func record(_ error: any Error) {
        lock.lock()
        errors.append(error)
        lock.unlock()
    }

    var first: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return errors.first
    }
}
