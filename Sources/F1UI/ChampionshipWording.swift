import F1Domain
import F1UseCases
import Foundation

extension F1UI {
    /// The words the championship screens share: team names, movements, the sentences for the
    /// season's rulings, decisions and the points the source and the rules disagree on.
    package enum ChampionshipWording {
        /// "Lotus-Climax" where the constructor ran more than one engine in `teams`, else "Lotus".
        package static func name(of team: ChampionshipTeam, among teams: some Sequence<ChampionshipTeam>) -> String {
            let engines = Set(teams.filter { $0.constructor.id == team.constructor.id }.map { $0.engine ?? "" })
            guard engines.count > 1, let engine = team.engine else { return team.constructor.name }
            return team.constructor.name + "-" + engineName(engine)
        }

        /// An f1db engine id as a name: "climax" → "Climax", "alfa-romeo" → "Alfa Romeo", "brm" → "BRM".
        package static func engineName(_ id: String) -> String {
            let acronyms: Set<String> = ["brm", "bmw", "tag", "ats", "osca", "ewb", "ego", "ml", "ff", "atl"]
            return id.split(separator: "-").map { word in
                acronyms.contains(String(word)) ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst()
            }.joined(separator: " ")
        }

        /// "▲2", "▼1", "new" or "" from the place before to the place now.
        package static func movement(from before: Int?, to now: Int?, wasThere: Bool) -> String {
            guard wasThere else { return "new" }
            guard let before, let now, before != now else { return "" }
            return before > now ? "▲\(before - now)" : "▼\(now - before)"
        }

        /// "94", or "94 (90 counted)" when the points that count differ from those scored.
        package static func points<Entrant>(_ standing: ChampionshipStanding<Entrant>, format: F1UI.Format) -> String {
            guard standing.grossPoints != standing.points else { return format.points(standing.points) }
            return "\(format.points(standing.grossPoints)) (\(format.points(standing.points)) counted)"
        }

        /// "Round 12 Belgian Grand Prix: One lap behind the safety car …".
        package static func ruling(_ ruling: RaceRuling, raceName: String?) -> String {
            "Round \(ruling.round)\(raceName.map { " \($0)" } ?? ""): \(ruling.reason)"
        }

        /// "Michael Schumacher (excluded): Excluded from the 1997 championship …".
        package static func adjustment(_ adjustment: ChampionshipAdjustment, format: F1UI.Format) -> String {
            let who = adjustment.driver ?? adjustment.constructor ?? "An entrant"
            let what: String =
                switch adjustment.kind {
                case .excluded: "excluded"
                case .forfeited: adjustment.throughRound.map { "points forfeited to round \($0)" } ?? "excluded, points forfeited"
                case .deduction: "\(format.points(adjustment.points ?? 0)) points deducted"
                }
            return "\(who) (\(what)): \(adjustment.reason)"
        }

        /// "Round 5 British Grand Prix: the source gives Xavier Y 3 points, the rules 2."
        package static func disagreement(_ disagreement: PointsDisagreement, format: F1UI.Format) -> String {
            let session = disagreement.isSprint ? " sprint" : ""
            let unit = disagreement.recorded == 1 ? "point" : "points"
            return "Round \(disagreement.round) \(disagreement.raceName)\(session): the source gives \(disagreement.driver.fullName) "
                + "\(format.points(disagreement.recorded)) \(unit), the rules \(format.points(disagreement.computed))."
        }

        /// The decisions that show in the table after `round`, as the engine applies them.
        package static func adjustments(in championship: Championship, afterRound round: Int) -> [ChampionshipAdjustment] {
            championship.rules.season.adjustments.filter { ($0.fromRound ?? championship.scheduledRounds) <= round }
        }

        /// The label of a round's column: "12 BEL" for the Belgian Grand Prix, "22 AD" for Abu
        /// Dhabi (initials of a name of several words), "12" without a name.
        package static func shortName(_ raceName: String?, round: Int) -> String {
            let words = (raceName ?? "").replacingOccurrences(of: "Grand Prix", with: "").split(separator: " ").map { $0.filter(\.isLetter) }.filter {
                !$0.isEmpty
            }
            guard !words.isEmpty else { return String(round) }
            let short = words.count == 1 ? String(words[0].prefix(3)) : String(words.compactMap(\.first))
            return "\(round) \(short.uppercased())"
        }

        /// "1991–2002", "1950, 1952–1953": seasons as ranges.
        package static func seasons(_ years: [Int]) -> String {
            var ranges: [(Int, Int)] = []
            for year in years.sorted() {
                if let last = ranges.last, last.1 + 1 == year { ranges[ranges.count - 1].1 = year } else { ranges.append((year, year)) }
            }
            return ranges.map { $0.0 == $0.1 ? String($0.0) : "\($0.0)–\($0.1)" }.joined(separator: ", ")
        }
    }
}
