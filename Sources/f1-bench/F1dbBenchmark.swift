import F1Data
import Foundation
import YAMLKit

/// `f1-bench f1db`: the f1db tree through F1Kit's generated decoders, against PyYAML's C loader
/// and libyaml's raw events on the same files, and f1report's wall time on f1db commands.
struct F1dbBenchmark {
    let corpus: Corpus
    let dataPath: String
    let runs: Int

    typealias Decode = @Sendable ([UInt8], String) throws -> Int

    /// Decodes a file as `type`; the number of records, so no work can be optimised away.
    static func records<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], _ path: String) throws -> Int {
        ((try YAMLDecoder().decode(T.self, from: bytes, path: path)) as? [Any])?.count ?? 1
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

    func run() throws -> String {
        let typed = corpus.files.compactMap { file in Self.decoder(for: file.path).map { (file, $0) } }
        let bytes = typed.reduce(0) { $0 + $1.0.bytes.count }
        var raw: [Double] = [], decoded: [Double] = [], parallel: [Double] = []
        for _ in 0..<runs {
            raw.append(try measure { for (file, _) in typed { _ = try YAMLParser.countEvents(bytes: file.bytes, path: file.path) } })
            decoded.append(try measure { for (file, decode) in typed { _ = try decode(file.bytes, file.path) } })
            parallel.append(try measure { try decodeInParallel(typed) })
        }
        let python = try pythonSeconds(paths: typed.map(\.0.path))
        let megabytes = Double(bytes) / 1_000_000
        let (rawMedian, typedMedian, parallelMedian) = (median(raw), median(decoded), median(parallel))
        var lines = ["f1db load, \(typed.count) files with a DTO, \(String(format: "%.1f", megabytes)) MB, median of \(runs) runs (release)", ""]
        for (name, seconds) in [("libyaml raw events, 1 core", rawMedian), ("F1Kit typed decoders, 1 core", typedMedian),
                                ("F1Kit typed decoders, all cores", parallelMedian), ("PyYAML CSafeLoader, 1 core", python)] {
            lines.append(name.padding(toLength: 34, withPad: " ", startingAt: 0) + String(format: "%7.3f s  %6.1f MB/s", seconds, megabytes / seconds))
        }
        lines.append("")
        lines.append(String(format: "typed vs raw libyaml (1 core):      %.2fx the time", typedMedian / rawMedian))
        lines.append(String(format: "typed vs PyYAML C loader (1 core):  %.1fx faster", python / typedMedian))
        lines.append(String(format: "typed on all cores vs PyYAML:       %.1fx faster", python / parallelMedian))
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

    /// PyYAML's own timing of its C loader over the same files, already read into memory.
    private func pythonSeconds(paths: [String]) throws -> Double {
        let script = """
            import sys, time, yaml
            paths = sys.stdin.read().split("\\n")
            texts = [open(sys.argv[1] + "/" + p, "rb").read() for p in paths if p]
            best = []
            for _ in range(int(sys.argv[2])):
                start = time.perf_counter()
                for text in texts:
                    yaml.load(text, Loader=yaml.CSafeLoader)
                best.append(time.perf_counter() - start)
            best.sort()
            print(best[len(best) // 2])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, dataPath, String(runs)]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(paths.joined(separator: "\n").utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchmarkError("python3 with PyYAML's CSafeLoader did not run; install PyYAML with libyaml.")
        }
        return seconds
    }

    private func measure(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
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
