import F1Domain
import F1UseCases

/// The championship as lines climbing round by round, and qualifying as gaps to pole.
extension ReportBuilder {
    /// The progression document with its chart drawn for `entrants` (ids, codes or surnames; the
    /// first ten of the final table when nil). The table keeps every entrant. Throws
    /// `LookupError.notInChart` for a name no entrant of the final table answers to.
    public func progression(_ content: ProgressionScreen.Content, showing entrants: [String]?) throws -> ReportDocument {
        var document = progression(content)
        guard !document.sections.isEmpty else { return document }
        if let entrants {
            let lines = progressionLines(content)
            for name in entrants where !lines.contains(where: { EntrantName.matches(name, key: $0.key, code: $0.label, name: $0.name) }) {
                throw LookupError.notInChart(wanted: name, among: "the \(content.season) championship", choices: lines.map(\.label))
            }
        }
        document.sections[0].chart = progressionChart(content, showing: entrants)
        return document
    }

    /// An entrant of the final table with its points after each round.
    struct ProgressionLine {
        let key: String
        let name: String
        let label: String
        let team: Constructor.ID?
        let points: [Double?]
    }

    func progressionLines(_ content: ProgressionScreen.Content) -> [ProgressionLine] {
        switch content.kind {
        case .drivers:
            (content.tables.last?.drivers ?? []).map { standing in
                let driver = standing.entrant
                let byRound = content.tables.map { table in table.drivers.first { $0.entrant.id == driver.id }?.points }
                return ProgressionLine(
                    key: driver.id.rawValue, name: driver.fullName, label: driver.code ?? String(driver.familyName.prefix(3)).uppercased(),
                    team: content.driverTeams[driver.id], points: byRound)
            }
        case .constructors:
            (content.tables.last?.constructors ?? []).map { standing in
                let team = standing.entrant
                let byRound = content.tables.map { table in table.constructors.first { $0.entrant == team }?.points }
                let name = content.teamNames[team] ?? team.constructor.name
                return ProgressionLine(
                    key: team.constructor.id.rawValue, name: name, label: name, team: team.constructor.id, points: byRound)
            }
        }
    }

    /// Points after every round, the points that count (a dropped score is not among them), for
    /// the leading drivers or teams.
    public func progressionChart(_ content: ProgressionScreen.Content, showing entrants: [String]? = nil) -> Chart {
        let lines = progressionLines(content)
        let chosen =
            entrants.map { wanted in
                lines.filter { line in wanted.contains { EntrantName.matches($0, key: line.key, code: line.label, name: line.name) } }
            } ?? Array(lines.prefix(10))
        let series = Chart.colored(
            chosen.map { line in
                Chart.Series(
                    key: line.key, name: line.name, label: line.label,
                    points: line.points.enumerated().compactMap { index, points in points.map { Chart.Point(x: Double(index + 1), y: $0) } })
            }, teams: chosen.map(\.team))
        let rounds = content.rounds.count
        let upper = Chart.niceUpper(max(series.flatMap(\.points).map(\.y).max() ?? 0, 1), count: 6)
        let every = Int(Chart.niceStep(span: Double(rounds), count: 12).rounded(.up))  // trap-ok: a step of at most a few dozen rounds
        let ticks = content.roundLabels.enumerated().filter { $0.offset % max(every, 1) == 0 || $0.offset == rounds - 1 }.map {
            Chart.Tick(Double($0.offset + 1), $0.element.split(separator: " ").last.map(String.init) ?? $0.element)
        }
        let what = content.kind == .drivers ? "drivers'" : "constructors'"
        let leader = lines.first.map {
            "\($0.name) leads with \(F1UI.Format().points($0.points.last.flatMap { $0 } ?? 0)) points after \(rounds) round\(rounds == 1 ? "" : "s")"
        }
        return Chart(
            kind: .progression, mark: .line, title: "\(content.season) \(what) championship, race by race",
            summary: (leader ?? "No round has been run") + "; the points are those that count, after any dropped scores.",
            x: .init(title: "Round", unit: .round, lower: 1, upper: Double(max(rounds, 2)), ticks: ticks),
            y: .init(
                title: "Points", unit: .points, lower: 0, upper: upper, ticks: Chart.ticks(lower: 0, upper: upper, count: 6) { Chart.whole($0) }),
            series: series)
    }

    /// Each classified car's gap to pole, grouped by the segment it reached in a knockout. With
    /// `wanted`, only the cars it names (codes, ids or surnames), in qualifying order; throws
    /// `LookupError.notInChart` for a name no car answers to.
    public func qualifyingChart(_ results: QualifyingResults, showing wanted: [String]? = nil) throws -> ReportDocument {
        var classified = results.results.filter { results.millisecondsBehindPole($0) != nil }
        if let wanted {
            let named = { (result: QualifyingResult, name: String) in
                EntrantName.matches(name, key: result.driver.id.rawValue, code: result.driver.code ?? "", name: result.driver.fullName)
            }
            for name in wanted where !classified.contains(where: { named($0, name) }) {
                throw LookupError.notInChart(
                    wanted: name, among: "the \(results.race.season) \(results.race.name) qualifying",
                    choices: classified.map { $0.driver.code ?? $0.driver.id.rawValue })
            }
            classified = classified.filter { result in wanted.contains { named(result, $0) } }
        }
        let gaps = classified.map { Double(results.millisecondsBehindPole($0) ?? 0) / 1000 }
        let series = Chart.colored(
            zip(classified, gaps).map { result, gap in
                Chart.Series(
                    key: result.driver.id.rawValue, name: result.driver.fullName,
                    label: result.driver.code ?? String(result.driver.familyName.prefix(3)).uppercased(),
                    segments: [.init(start: 0, end: gap, label: gap == 0 ? result.decidingTime?.description : "+" + fixed(gap, decimals: 3))],
                    group: results.isKnockout ? results.reached(result)?.name : nil)
            }, teams: classified.map(\.constructor.id))
        // At least half a second, so the ticks' tenths never repeat a label.
        let upper = Chart.niceUpper(max(gaps.max() ?? 0, 0.5), count: 5)
        let session = F1UI.sessionName(results.session, season: results.race.season)
        let summary: String = {
            guard let pole = classified.first else { return "No car set a time." }
            guard let second = classified.dropFirst().first, let gap = gaps[safe: 1] else { return "\(pole.driver.fullName) is the only car shown." }
            return "\(second.driver.fullName) was \(fixed(gap - (gaps.first ?? 0), decimals: 3)) s slower than \(pole.driver.fullName); "
                + "the slowest car shown was \(fixed(gaps.last ?? 0, decimals: 3)) s behind pole."
        }()
        let chart = Chart(
            kind: .qualifying, mark: .rows, title: "\(results.race.name) \(results.race.season), \(session.lowercased())", summary: summary,
            x: .init(
                title: "Gap to pole (s)", unit: .seconds, lower: 0, upper: upper,
                ticks: Chart.ticks(lower: 0, upper: upper, count: 5, label: Chart.seconds)),
            y: .init(title: "Driver", unit: .position, lower: 0, upper: Double(max(series.count, 1)), ticks: []), series: series)
        let rows = zip(classified, gaps).map { result, gap in
            ReportDocument.Row([
                .init(String(result.position), .strong), team(result.driver.fullName, result.constructor.id),
                .init(result.constructor.name, .secondary),
                .init(results.reached(result)?.name ?? ""), .init(result.decidingTime?.description ?? ""),
                .init(gap == 0 ? "" : "+" + fixed(gap, decimals: 3)),
            ])
        }
        let columns: [ReportDocument.Column] = [
            .init("position", "Pos", .right), .init("driver", "Driver", flexible: true, maximumWidth: 22),
            .init("team", "Team", flexible: true, drop: 2),
            .init("reached", "Reached", drop: 1), .init("time", "Time", .right), .init("gap", "Gap", .right),
        ]
        return ReportDocument(
            title: chart.title, source: source, facts: [.init(.race, "\(results.race.season) \(results.race.name) (round \(results.race.round))")],
            sections: [
                .init(
                    title: session, key: "qualifying", columns: columns, rows: rows, emptyMessage: "No car set a time.", chart: chart)
            ])
    }
}
