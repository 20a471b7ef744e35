import BenchSupport
import Benchmark
import Foundation
@_spi(Benchmarks) import YAMLKit

// YAMLKit against libyaml's raw events on the f1db files, read into memory first (docs/performance.md, "YAML").
// One iteration is one pass over a subset; MB/s is the subset's size over the median wall time.
// The libyaml-only rows are YAMLKit without its block scanner, to set the scanner's gain beside.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 5)
    guard Locations.isDirectory(Locations.f1dbData) else {
        return Locations.skipping("YAML", because: "no f1db data folder at \(Locations.f1dbData.path)")
    }
    let corpus: Corpus
    do {
        corpus = try Corpus.load(from: Locations.f1dbData)
    } catch {
        return Locations.skipping("YAML", because: "\(error)")
    }
    let raceResults = corpus.filter { $0.hasPrefix("seasons/") && $0.hasSuffix("/race-results.yml") }
    let drivers = corpus.filter { $0.hasPrefix("drivers/") }
    let libyamlOnly = LibYAMLOnly.decoder
    let modes: [(String, Corpus, @Sendable (Corpus.File) throws -> Int)] = [
        ("raw libyaml events, all files", corpus, countEvents),
        ("YAMLKit nodes, all files", corpus, parseNodes),
        ("raw libyaml events, race results", raceResults, countEvents),
        ("YAMLKit nodes, race results", raceResults, parseNodes),
        ("YAMLKit Decoder [RaceResultRow]", raceResults, { try YAMLDecoder().decode([RaceResultRow].self, from: $0.bytes, path: $0.path).count }),
        ("raw libyaml events, drivers", drivers, countEvents),
        ("YAMLKit Decoder Driver", drivers, { try YAMLDecoder().decode(Driver.self, from: $0.bytes, path: $0.path).familyRelationships?.count ?? 1 }),
        ("YAMLKit nodes, libyaml only, all files", corpus, { try LibYAMLOnly.parse(bytes: $0.bytes, path: $0.path).entries?.count ?? 1 }),
        (
            "YAMLKit Decoder [RaceResultRow], libyaml only", raceResults,
            { try libyamlOnly.decode([RaceResultRow].self, from: $0.bytes, path: $0.path).count }
        ),
    ]
    for (name, files, work) in modes {
        Benchmark("\(name) (\(files.files.count) files, \(String(format: "%.1f", Double(files.byteCount) / 1e6)) MB)") { benchmark in
            for file in files.files { blackHole(try work(file)) }
        }
    }
}

@Sendable private func countEvents(_ file: Corpus.File) throws -> Int {
    try YAMLParser.countEvents(bytes: file.bytes, path: file.path)
}

@Sendable private func parseNodes(_ file: Corpus.File) throws -> Int {
    try YAMLParser.parse(bytes: file.bytes, path: file.path).entries?.count ?? 1
}
