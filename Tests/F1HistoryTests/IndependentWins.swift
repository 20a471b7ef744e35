import Foundation

/// Race wins counted straight from f1db's YAML with no F1Kit code, each with what the records'
/// filters look at: the season (the folder), the circuit (`race.yml`'s `circuitId`), the team
/// (the row's `constructorId`) and the driver's nationality (`drivers/ID.yml`'s
/// `nationalityCountryId`, named by `countries/ID.yml`'s `demonym`).
struct IndependentWins {
    struct Win {
        var season: Int
        var circuit: String
        var team: String
        var driver: String
        var nationality: String
    }

    var wins: [Win] = []

    init(data: URL) throws {
        let seasons = data.appending(path: "seasons")
        var nationalities: [String: String] = [:]
        for year in try FileManager.default.contentsOfDirectory(atPath: seasons.path).sorted() {
            guard let season = Int(year) else { continue }
            let races = seasons.appending(path: "\(year)/races")
            guard let folders = try? FileManager.default.contentsOfDirectory(atPath: races.path) else { continue }
            for folder in folders {
                let race = races.appending(path: folder)
                guard let results = IndependentTally.rows(race.appending(path: "race-results.yml")),
                    let circuit = Self.value("circuitId", in: race.appending(path: "race.yml"))
                else { continue }
                for row in results where row["position"] == "1" {
                    guard let driver = row["driverId"], let team = row["constructorId"] else { continue }
                    if nationalities[driver] == nil {
                        let country = Self.value("nationalityCountryId", in: data.appending(path: "drivers/\(driver).yml")) ?? ""
                        nationalities[driver] = Self.value("demonym", in: data.appending(path: "countries/\(country).yml")) ?? ""
                    }
                    wins.append(Win(season: season, circuit: circuit, team: team, driver: driver, nationality: nationalities[driver] ?? ""))
                }
            }
        }
    }

    /// A top-level `key: value` of a YAML file.
    static func value(_ key: String, in url: URL) -> String? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            return line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    /// Wins per driver among those `included`.
    func tally(_ included: (Win) -> Bool) -> [String: Int] {
        wins.filter(included).reduce(into: [:]) { $0[$1.driver, default: 0] += 1 }
    }
}
