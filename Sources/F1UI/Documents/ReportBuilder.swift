/// Builds the document of each screen's content. The composition root passes the source's name,
/// which every report credits.
public struct ReportBuilder: Sendable {
    public var source: String
    /// The time zone times are shown in, named in reports that show times.
    public var timeZoneName: String

    public init(source: String, timeZoneName: String) {
        self.source = source
        self.timeZoneName = timeZoneName
    }

    public func seasons(_ rows: [F1UI.Season.Row.ViewData]) -> ReportDocument {
        let columns = [ReportDocument.Column("year", "Year", .right), .init("season", "Season"), .init("url", "Reference", flexible: true)]
        let table = rows.map { ReportDocument.Row([String($0.year), $0.title, $0.url ?? ""]) }
        return ReportDocument(
            title: "Seasons", source: source, facts: [.init("Seasons", String(rows.count))],
            sections: [.init(title: "Seasons", key: "seasons", columns: columns, rows: table, emptyMessage: "The source holds no season.")])
    }

    public func season(_ content: RacesScreen.Content) -> ReportDocument {
        let run = content.past.filter { $0.winner != nil }.count
        var facts = [ReportDocument.Fact("Races", "\(run) of \(content.past.count + content.upcoming.count) run")]
        if let next = content.upcoming.first { facts.append(.init("Next race", describe(next))) }
        if let last = content.past.last, let winner = last.winner { facts.append(.init("Last winner", "\(winner), \(last.name)")) }
        facts.append(.init("Times in", timeZoneName))
        let upcomingColumns: [ReportDocument.Column] = [
            .init("round", "Rnd", .right), .init("race", "Race", flexible: true), .init("circuit", "Circuit", flexible: true),
            .init("place", "Place", flexible: true), .init("date", "Date"), .init("time", "Time"), .init("countdown", "In"),
        ]
        let pastColumns: [ReportDocument.Column] = [
            .init("round", "Rnd", .right), .init("race", "Race", flexible: true), .init("circuit", "Circuit", flexible: true),
            .init("date", "Date"), .init("winner", "Winner", flexible: true),
        ]
        let upcoming = content.upcoming.map { race in
            ReportDocument.Row(
                [String(race.round), race.name, race.circuit.name, race.circuit.place, race.date, race.startTime ?? "", race.countdown ?? ""],
                emphasis: race.isNext ? .next : nil)
        }
        let past = content.past.map { ReportDocument.Row([String($0.round), $0.name, $0.circuit.name, $0.date, $0.winner ?? "no result yet"]) }
        return ReportDocument(title: "\(content.season) season", source: source, facts: facts, sections: [
            .init(title: "Upcoming races", key: "upcoming", columns: upcomingColumns, rows: upcoming, emptyMessage: "The season is over."),
            .init(title: "Past races", key: "past", columns: pastColumns, rows: past, emptyMessage: "No race has been run yet."),
        ])
    }

    public func race(_ content: RaceResultsScreen.Content) -> ReportDocument {
        var facts = [
            ReportDocument.Fact("Round", String(content.race.round)),
            .init("Circuit", "\(content.race.circuit.name), \(content.race.circuit.place)"),
            .init("Date", content.race.date),
        ]
        if let winner = content.rows.first(where: { $0.podium == 1 }) { facts.append(.init("Winner", "\(winner.driver) (\(winner.team))")) }
        if let fastest = content.fastestLap { facts.append(.init("Fastest lap", fastest)) }
        if let pole = content.poleSitter { facts.append(.init("Pole", pole)) }
        if let sprint = content.sprintWinner { facts.append(.init("Sprint winner", sprint)) }
        let columns: [ReportDocument.Column] = [
            .init("position", "Pos", .right), .init("driver", "Driver", flexible: true), .init("team", "Team", flexible: true),
            .init("grid", "Grid", .right), .init("laps", "Laps", .right), .init("time", "Time/Gap", .right),
            .init("points", "Pts", .right), .init("fastestLap", "Best lap", .right), .init("notes", "Notes"),
        ]
        let rows = content.rows.map { row in
            let notes = [row.podium.map { ["", "winner", "2nd", "3rd"][$0] + " (podium)" }, row.hasFastestLap ? "fastest lap" : nil]
            return ReportDocument.Row(
                [row.position, row.driver, row.team, row.grid, row.laps, row.time, row.points, row.fastestLap ?? "", notes.compactMap { $0 }.joined(separator: ", ")],
                emphasis: row.podium.map { .podium($0) } ?? (row.hasFastestLap ? .fastestLap : nil))
        }
        return ReportDocument(
            title: "\(content.season) \(content.race.name)", source: source, facts: facts,
            sections: [.init(title: "Classification", key: "results", columns: columns, rows: rows)])
    }

    public func drivers(_ content: StandingsScreen.Content) -> ReportDocument {
        var facts = [ReportDocument.Fact("After round", String(content.round))]
        if let leader = content.drivers.first { facts.append(.init("Leader", "\(leader.driver), \(leader.points) points")) }
        let columns: [ReportDocument.Column] = [
            .init("position", "Pos", .right), .init("driver", "Driver", flexible: true), .init("nationality", "Nationality", flexible: true),
            .init("team", "Team", flexible: true), .init("wins", "Wins", .right), .init("points", "Pts", .right), .init("behind", "Behind", .right),
        ]
        let rows = content.drivers.map {
            ReportDocument.Row([$0.position, $0.driver, $0.nationality, $0.teams, $0.wins, $0.points, $0.behindLeader ?? ""], emphasis: $0.isLeader ? .leader : nil)
        }
        return ReportDocument(
            title: "\(content.season) drivers' championship", source: source, facts: facts,
            sections: [.init(title: "Drivers", key: "drivers", columns: columns, rows: rows, emptyMessage: "No standings yet.")])
    }

    public func constructors(_ content: StandingsScreen.Content) -> ReportDocument {
        var facts = [ReportDocument.Fact("After round", String(content.round))]
        if let leader = content.constructors.first { facts.append(.init("Leader", "\(leader.team), \(leader.points) points")) }
        let columns: [ReportDocument.Column] = [
            .init("position", "Pos", .right), .init("team", "Team", flexible: true), .init("nationality", "Nationality", flexible: true),
            .init("wins", "Wins", .right), .init("points", "Pts", .right), .init("behind", "Behind", .right),
        ]
        let rows = content.constructors.map {
            ReportDocument.Row([$0.position, $0.team, $0.nationality, $0.wins, $0.points, $0.behindLeader ?? ""], emphasis: $0.isLeader ? .leader : nil)
        }
        return ReportDocument(
            title: "\(content.season) constructors' championship", source: source, facts: facts,
            sections: [.init(title: "Constructors", key: "constructors", columns: columns, rows: rows, emptyMessage: "No standings yet.")])
    }

    /// "Monaco Grand Prix, Sun 25 May 2025 13:00 (in 11 days)".
    func describe(_ race: F1UI.Race.Row.ViewData) -> String {
        let when = [race.date, race.startTime].compactMap { $0 }.joined(separator: " ")
        return "\(race.name), \(when)" + (race.countdown.map { " (\($0))" } ?? "")
    }
}
