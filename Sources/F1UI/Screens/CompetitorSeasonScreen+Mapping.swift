import F1Domain
import F1UseCases

extension CompetitorSeasonScreen {
    package nonisolated static func makeContent(from season: CompetitorSeason, format: F1UI.Format) -> Content {
        let (name, subtitle, isTeam): (String, [String?], Bool) =
            switch season {
            case .driver(let season): (season.driver.fullName, [season.teams.map(\.name).joined(separator: " / "), season.driver.nationality], false)
            case .constructor(let season):
                (season.constructor.name, [season.constructor.nationality, season.drivers.map(\.fullName).joined(separator: ", ")], true)
            }
        return Content(
            title: "\(name), \(season.season) season", subtitle: subtitle.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · "),
            summary: makeSummary(from: season.totals, format: format),
            // A driver's one car needs no code; a team's cars and a shared drive's do, to tell them apart.
            rows: season.rounds.map { makeRowData(from: $0, namingCars: isTeam || $0.results.count > 1, format: format) },
            competitorSeason: season)
    }

    package nonisolated static func makeSummary(from totals: CompetitorTotals, format: F1UI.Format) -> F1UI.CompetitorSeason.Summary {
        var summary = F1UI.CompetitorSeason.Summary(
            racePoints: format.points(totals.racePoints), wins: String(totals.wins), podiums: String(totals.podiums),
            starts: String(totals.starts), bestFinish: totals.bestFinish.map(String.init) ?? "-")
        summary.championship = totals.championship.map { "\(format.points($0.points)) points, position \($0.positionText)" }
        return summary
    }

    package nonisolated static func makeRowData(
        from round: CompetitorRound, namingCars: Bool, format: F1UI.Format
    ) -> F1UI.CompetitorSeason.Row {
        let cars = round.results.map { makeCar(from: $0, format: format) }
        let finish: String
        if round.isToCome {
            finish = ""
        } else if cars.isEmpty {
            finish = "-"
        } else {
            finish = cars.map { namingCars ? "\($0.finish) \($0.code)" : $0.finish }.joined(separator: " · ")
        }
        let classified = round.results.filter { $0.classification == .classified }
        return F1UI.CompetitorSeason.Row(
            round: round.race.round, race: shortName(round.race.name), date: format.session(round.race.date, round.race.startTime).day,
            cars: cars, finish: finish, points: cars.isEmpty ? "" : format.points(round.results.reduce(0) { $0 + $1.points }),
            isWin: classified.contains { $0.position == 1 }, isPodium: classified.contains(where: \.isPodium), isToCome: round.isToCome)
    }

    package nonisolated static func makeCar(from result: RaceResult, format: F1UI.Format) -> F1UI.CompetitorSeason.Row.Car {
        F1UI.CompetitorSeason.Row.Car(
            code: result.driver.displayCode, grid: result.grid.map { $0 == 0 ? "pit" : String($0) } ?? "",
            finish: finish(result), points: format.points(result.points), time: format.raceTime(result))
    }

    /// The place, or the usual abbreviation whatever code the source publishes ("R" or "DNF").
    package nonisolated static func finish(_ result: RaceResult) -> String {
        if result.status == "Did not start" { return "DNS" }
        switch result.classification {
        case .classified: return String(result.position)
        case .retired: return "DNF"
        case .disqualified: return "DSQ"
        case .excluded: return "EX"
        case .withdrawn: return "WD"
        case .failedToQualify: return result.status == "Did not pre-qualify" ? "DNPQ" : "DNQ"
        case .notClassified: return "NC"
        }
    }

    /// "Bahrain GP" for "Bahrain Grand Prix"; other names as they are.
    package nonisolated static func shortName(_ name: String) -> String {
        name.hasSuffix(" Grand Prix") ? String(name.dropLast(" Grand Prix".count)) + " GP" : name
    }
}
