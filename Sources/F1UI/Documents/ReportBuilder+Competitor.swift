extension ReportBuilder {
    /// A driver's or a team's season race by race. The race points and the championship's points
    /// are two facts, each named for what it is: they differ where scores were dropped.
    public func competitorSeason(_ content: CompetitorSeasonScreen.Content) -> ReportDocument {
        let summary = content.summary
        var facts = [ReportDocument.Fact(.details, content.subtitle)]
        facts.append(.init(.racePoints, summary.racePoints))
        if let championship = summary.championship { facts.append(.init(.championship, championship)) }
        facts.append(
            .init(
                .record,
                "Wins \(summary.wins) · Podiums \(summary.podiums) · Starts \(summary.starts) · Best finish \(summary.bestFinish)"))
        let isTeam = if case .constructor = content.competitorSeason { true } else { false }
        let columns: [ReportDocument.Column] = [
            .init("round", "Rd", .right), .init("race", "Race", flexible: true, minimumWidth: 10), .init("date", "Date", drop: 2),
            isTeam ? .init("finishes", "Finishes", drop: 1) : .init("grid", "Grid", .right, drop: 1),
            .init(isTeam ? "best" : "finish", isTeam ? "Best" : "Finish", .right), .init("points", "Pts", .right),
        ]
        let rows = content.rows.map { row in
            let best = isTeam ? row.cars.compactMap { Int($0.finish) }.min().map(String.init) ?? "–" : row.finish
            return ReportDocument.Row(
                [
                    .init(String(row.round)), .init(row.race), .init(row.date, .secondary),
                    // A team's row names every car's finish; a driver's shows where the car started.
                    .init(isTeam ? row.finish : row.cars.first?.grid ?? ""),
                    row.isToCome ? .init("to come", .secondary) : .init(best, row.isWin ? .winner : nil), .init(row.points, .strong),
                ],
                emphasis: row.isWin ? .podium(1) : row.isPodium ? .podium(Self.podiumPlace(best)) : nil,
                route: .race(season: content.season, round: .round(row.round)))
        }
        return ReportDocument(
            title: content.title, source: source, facts: facts,
            sections: [.init(title: "Race by race", key: "rounds", columns: columns, rows: rows, emptyMessage: "No race this season.")])
    }

    /// Second or third, from the best finish shown ("2"); a podium whose place does not read as
    /// one (never seen) is shown third rather than not at all.
    private static func podiumPlace(_ finish: String) -> Int {
        Int(finish).map { min(max($0, 2), 3) } ?? 3
    }
}
