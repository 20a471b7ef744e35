import Foundation

/// Career tallies counted straight from f1db's YAML, line by line, with no F1Kit code: the
/// rows of `race-results.yml` (`- position: N` opens a row, `  driverId: X` names its driver),
/// and the first slot of `starting-grid-positions.yml` for poles, as docs/history-schema.md
/// says the official tallies count them.
struct IndependentTally {
    var wins: [String: Int] = [:]
    var podiums: [String: Int] = [:]
    var poles: [String: Int] = [:]

    init(data: URL) throws {
        let seasons = data.appending(path: "seasons")
        for year in try FileManager.default.contentsOfDirectory(atPath: seasons.path).sorted() {
            let races = seasons.appending(path: "\(year)/races")
            guard let folders = try? FileManager.default.contentsOfDirectory(atPath: races.path) else { continue }
            for folder in folders.sorted() {
                let race = races.appending(path: folder)
                guard let results = Self.rows(race.appending(path: "race-results.yml")) else { continue }
                for row in results {
                    guard let driver = row["driverId"] else { continue }
                    if row["position"] == "1" { wins[driver, default: 0] += 1 }
                    if ["1", "2", "3"].contains(row["position"]) { podiums[driver, default: 0] += 1 }
                }
                if let pole = Self.pole(race, year: year, results: results) { poles[pole, default: 0] += 1 }
            }
        }
    }

    /// Grid slot 1; in 2022's sprint weekends, qualifying's first (the pole went to the fastest
    /// qualifier though the sprint set the grid).
    static func pole(_ race: URL, year: String, results: [[String: String]]) -> String? {
        if year == "2022", FileManager.default.fileExists(atPath: race.appending(path: "sprint-race-results.yml").path) {
            return rows(race.appending(path: "qualifying-results.yml"))?.first { $0["position"] == "1" }?["driverId"]
        }
        if let grid = rows(race.appending(path: "starting-grid-positions.yml"))?.first(where: { $0["position"] == "1" }) {
            return grid["driverId"]
        }
        return results.first { $0["gridPosition"] == "1" }?["driverId"]
    }

    /// The file's rows as key-value pairs, nil when there is no such file.
    static func rows(_ url: URL) -> [[String: String]]? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var rows: [[String: String]] = []
        for line in text.split(separator: "\n") {
            var body = Substring(line)
            if body.hasPrefix("- ") {
                rows.append([:])
                body = body.dropFirst(2)
            } else if body.hasPrefix("  ") {
                body = body.dropFirst(2)
            } else {
                continue
            }
            guard !rows.isEmpty, let colon = body.firstIndex(of: ":") else { continue }
            let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            rows[rows.count - 1][String(body[..<colon])] = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return rows
    }

    /// Everyone with at least the twentieth-best count (ties at the cut all in).
    static func topTwenty(_ tally: [String: Int]) -> [String: Int] {
        let counts = tally.values.sorted(by: >)
        guard let cut = counts.dropFirst(19).first ?? counts.last else { return [:] }
        return tally.filter { $0.value >= cut }
    }
}
