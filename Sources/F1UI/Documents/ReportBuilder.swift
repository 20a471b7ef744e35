import F1Domain

/// Builds the document of each screen's content. The composition root passes the source's name,
/// which every report credits.
public struct ReportBuilder: Sendable {
    public var source: String
    /// The time zone times are shown in, named in reports that show times.
    public var timeZoneName: String
    /// The clock's time, where a face shows one: the next race's countdown is then to the minute
    /// (a terminal redraws it each minute) instead of in days.
    public var now: Moment?
    /// The colours of sector marks in faces with colour; the marks' symbols are the same in each.
    public var sectorPalette: SectorPalette = .standard

    public init(source: String, timeZoneName: String, now: Moment? = nil) {
        self.source = source
        self.timeZoneName = timeZoneName
        self.now = now
    }

    public func seasons(_ rows: [F1UI.Season.Row]) -> ReportDocument {
        let columns = [ReportDocument.Column("year", "Year", .right), .init("season", "Season"), .init("url", "Reference", flexible: true, drop: 1)]
        let table = rows.map { ReportDocument.Row([String($0.year), $0.title, $0.url ?? ""], season: $0.year) }
        return ReportDocument(
            title: "Seasons", source: source, facts: [.init(.seasons, String(rows.count))],
            sections: [.init(title: "Seasons", key: "seasons", columns: columns, rows: table, emptyMessage: "The source holds no season.")])
    }

    public func season(_ content: RacesScreen.Content) -> ReportDocument {
        var content = content
        if let now, let countdown = content.nextCountdown(at: now, format: F1UI.Format()), !content.upcoming.isEmpty {
            content.upcoming[0].countdown = countdown  // trap-ok: not empty, checked above
        }
        var facts = [ReportDocument.Fact(.races, "\(content.schedule.racesRun) of \(content.schedule.racesTotal) run")]
        if let next = content.upcoming.first { facts.append(.init(.nextRace, describe(next))) }
        if let last = content.past.last, let winner = last.winner { facts.append(.init(.lastWinner, "\(winner), \(last.name)")) }
        facts.append(.init(.timesIn, timeZoneName))
        let upcomingColumns: [ReportDocument.Column] = [
            .init("round", "Rnd", .right), .init("race", "Race", flexible: true, minimumWidth: 12),
            .init("circuit", "Circuit", flexible: true, drop: 3),
            .init("place", "Place", flexible: true, drop: 4), .init("date", "Date"), .init("time", "Time", drop: 2),
            .init("countdown", "In", flexible: true),
        ]
        let pastColumns: [ReportDocument.Column] = [
            .init("round", "Rnd", .right), .init("race", "Race", flexible: true, minimumWidth: 12),
            .init("circuit", "Circuit", flexible: true, drop: 1),
            .init("date", "Date"), .init("winner", "Winner", flexible: true),
        ]
        let upcoming = content.upcoming.map { race in
            ReportDocument.Row(
                [
                    .init(String(race.round)), .init(race.name), .init(race.circuit.name), .init(race.circuit.place, .secondary), .init(race.date),
                    .init(race.startTime ?? ""), .init(race.countdown ?? "", race.isNext ? .next : nil),
                ],
                emphasis: race.isNext ? .next : nil, route: .race(season: content.season, round: .round(race.round)))
        }
        let past = content.past.map { race in
            ReportDocument.Row(
                [
                    .init(String(race.round)), .init(race.name), .init(race.circuit.name), .init(race.date),
                    .init(race.winner ?? "no result yet", race.winner == nil ? .secondary : .winner),
                ],
                route: .race(season: content.season, round: .round(race.round)))
        }
        return ReportDocument(
            title: "\(content.season) season", source: source, facts: facts,
            sections: [
                .init(title: "Upcoming races", key: "upcoming", columns: upcomingColumns, rows: upcoming, emptyMessage: "The season is over."),
                .init(title: "Past races", key: "past", columns: pastColumns, rows: past, emptyMessage: "No race has been run yet."),
            ])
    }

    public func race(_ content: RaceResultsScreen.Content) -> ReportDocument {
        var facts = [
            ReportDocument.Fact(.round, String(content.race.round)),
            .init(.circuit, "\(content.race.circuit.name), \(content.race.circuit.place)"),
            .init(.date, content.race.date),
        ]
        if let winner = content.rows.first(where: { $0.podium == 1 }) { facts.append(.init(.winner, "\(winner.driver) (\(winner.team))")) }
        if let fastest = content.fastestLap { facts.append(.init(.fastestLap, fastest)) }
        if let pole = content.poleSitter { facts.append(.init(.pole, pole)) }
        if let sprint = content.sprintWinner { facts.append(.init(.sprintWinner, sprint)) }
        let columns: [ReportDocument.Column] = [
            .init("position", "Pos", .right), .init("driver", "Driver", flexible: true, minimumWidth: 10),
            .init("team", "Team", flexible: true, drop: 2), .init("grid", "Grid", .right, drop: 3),
            .init("laps", "Laps", .right, drop: 4), .init("time", "Time/Gap", .right),
            .init("points", "Pts", .right), .init("fastestLap", "Best lap", .right, drop: 5), .init("notes", "Notes", drop: 6),
        ]
        let rows = content.rows.map { row in
            let notes = [row.podium.map { ["", "winner", "2nd", "3rd"][$0] + " (podium)" }, row.hasFastestLap ? "fastest lap" : nil]
            return ReportDocument.Row(
                [
                    .init(row.position), .init(row.driver), team(row.team, row.teamID), .init(row.grid), .init(row.laps), .init(row.time),
                    .init(row.points, .strong), .init(row.fastestLap ?? "", row.hasFastestLap ? .fastestLap : nil),
                    .init(notes.compactMap { $0 }.joined(separator: ", "), .secondary),
                ],
                emphasis: row.podium.map { .podium($0) } ?? (row.hasFastestLap ? .fastestLap : nil),
                route: row.driverID.map { .driverSeason(season: content.season, driver: $0) })
        }
        return ReportDocument(
            title: "\(content.season) \(content.race.name)", source: source, facts: facts,
            sections: [.init(title: "Classification", key: "results", columns: columns, rows: rows)])
    }

    /// A championship table as the source published it: the drivers' or the constructors'.
    public func standings(_ content: StandingsScreen.Content) -> ReportDocument {
        standings(content.rows, kind: content.kind, season: content.season, round: content.round)
    }

    func standings(_ lines: [F1UI.Standings.Row], kind: StandingsScreen.Kind, season: Int, round: Int) -> ReportDocument {
        var facts = [ReportDocument.Fact(.afterRound, String(round))]
        if let leader = lines.first { facts.append(.init(.leader, "\(leader.name), \(leader.points) points")) }
        let drivers = kind == .drivers
        let columns: [ReportDocument.Column] =
            drivers
            ? [
                .init("position", "Pos", .right), .init("driver", "Driver", flexible: true, minimumWidth: 10),
                .init("nationality", "Nationality", flexible: true, drop: 2), .init("team", "Team", flexible: true, drop: 1),
                .init("wins", "Wins", .right), .init("points", "Pts", .right), .init("behind", "Behind", .right, drop: 3),
            ]
            : [
                .init("position", "Pos", .right), .init("team", "Team", flexible: true),
                .init("nationality", "Nationality", flexible: true, drop: 2), .init("wins", "Wins", .right), .init("points", "Pts", .right),
                .init("behind", "Behind", .right, drop: 3),
            ]
        let rows = lines.map { row in
            let who: [ReportDocument.Cell] =
                drivers
                ? [.init(row.name, row.isLeader ? .leader : nil), .init(row.nationality, .secondary), team(row.teams, row.teamID)]
                : [team(row.name, row.teamID), .init(row.nationality, .secondary)]
            let route: ReportRequest? =
                drivers
                ? row.driverID.map { .driverSeason(season: season, driver: $0) }
                : row.teamID.map { .constructorSeason(season: season, constructor: $0) }
            return ReportDocument.Row(
                [.init(row.position)] + who + [.init(row.wins), .init(row.points, .strong), .init(row.behindLeader ?? "", .secondary)],
                emphasis: row.isLeader ? .leader : nil, route: route)
        }
        let title = drivers ? "Drivers" : "Constructors"
        return ReportDocument(
            title: "\(season) \(kind.possessive) championship", source: source, facts: facts,
            sections: [.init(title: title, key: kind.rawValue, columns: columns, rows: rows, emptyMessage: "No standings yet.")])
    }

    /// A team's name, coloured by its constructor id where the source gives one.
    func team(_ name: String, _ id: Constructor.ID?) -> ReportDocument.Cell {
        ReportDocument.Cell(name, id.map { .team($0) })
    }

    /// "Monaco Grand Prix, Sun 25 May 2025 13:00 (in 11 days)".
    func describe(_ race: F1UI.Race.Row) -> String {
        let when = [race.date, race.startTime].compactMap { $0 }.joined(separator: " ")
        return "\(race.name), \(when)" + (race.countdown.map { " (\($0))" } ?? "")
    }
}
