import YAMLKit

/// Times libyaml's raw event parse, `YAMLParser.parse` and typed `YAMLDecoder` decoding on the same bytes.
///
/// Modes are interleaved run by run, so a change in machine load affects them all alike.
struct YAMLBenchmark {
    let corpus: Corpus
    let runs: Int

    /// One timed workload: a function applied to every file of a subset.
    struct Mode {
        var name: String
        var subset: String
        var files: Corpus
        var work: (Corpus.File) throws -> Int
    }

    /// Runs every mode and returns the printed report.
    func run() throws -> String {
        let raceResults = corpus.filter { $0.hasPrefix("seasons/") && $0.hasSuffix("/race-results.yml") }
        let drivers = corpus.filter { $0.hasPrefix("drivers/") }
        var libyamlOnly = YAMLDecoder()
        libyamlOnly.usesBlockScanner = false
        let modes = [
            Mode(name: "raw events", subset: "all", files: corpus, work: Self.countEvents),
            Mode(name: "nodes", subset: "all", files: corpus, work: Self.parseNodes),
            Mode(name: "raw events", subset: "race-results", files: raceResults, work: Self.countEvents),
            Mode(name: "nodes", subset: "race-results", files: raceResults, work: Self.parseNodes),
            Mode(name: "typed [RaceResultRow]", subset: "race-results", files: raceResults) { file in
                try YAMLDecoder().decode([RaceResultRow].self, from: file.bytes, path: file.path).count
            },
            Mode(name: "raw events", subset: "drivers", files: drivers, work: Self.countEvents),
            Mode(name: "typed Driver", subset: "drivers", files: drivers) { file in
                try YAMLDecoder().decode(Driver.self, from: file.bytes, path: file.path).familyRelationships?.count ?? 1
            },
            Mode(name: "nodes, libyaml only", subset: "all", files: corpus) { file in
                try YAMLParser.parseWithLibYAML(bytes: file.bytes, path: file.path).entries?.count ?? 1
            },
            Mode(name: "typed [RaceResultRow], libyaml only", subset: "race-results", files: raceResults) { file in
                try libyamlOnly.decode([RaceResultRow].self, from: file.bytes, path: file.path).count
            },
        ]

        var times = Array(repeating: [Double](), count: modes.count)
        var checksums = Array(repeating: 0, count: modes.count)
        for _ in 0..<runs {
            for (index, mode) in modes.enumerated() {
                let (seconds, checksum) = try Self.time(mode)
                times[index].append(seconds)
                checksums[index] = checksum
            }
        }
        var table = ResultTable()
        table.rows = modes.indices.map { index in
            ResultTable.Row(
                mode: modes[index].name, subset: modes[index].subset, files: modes[index].files.files.count,
                bytes: modes[index].files.byteCount, seconds: Self.median(times[index]),
                checksum: checksums[index])
        }
        let seconds = table.rows.map(\.seconds)
        table.ratios = [
            ("nodes / raw (all files)", seconds[0] / seconds[1]),
            ("nodes / raw (race-results)", seconds[2] / seconds[3]),
            ("typed / raw (race-results)", seconds[2] / seconds[4]),
            ("typed / raw (drivers)", seconds[5] / seconds[6]),
            ("block scanner speed-up, nodes (all files)", seconds[7] / seconds[1]),
            ("block scanner speed-up, typed (race-results)", seconds[8] / seconds[4]),
        ]
        return table.rendered(runs: runs)
    }

    private static func countEvents(_ file: Corpus.File) throws -> Int {
        try YAMLParser.countEvents(bytes: file.bytes, path: file.path)
    }

    private static func parseNodes(_ file: Corpus.File) throws -> Int {
        try YAMLParser.parse(bytes: file.bytes, path: file.path).entries?.count ?? 1
    }

    /// Seconds for one pass of a mode over its files, and the sum of what its work returned.
    private static func time(_ mode: Mode) throws -> (Double, Int) {
        var total = 0
        let duration = try ContinuousClock().measure {
            for file in mode.files.files { total &+= try mode.work(file) }
        }
        return (Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18, total)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
