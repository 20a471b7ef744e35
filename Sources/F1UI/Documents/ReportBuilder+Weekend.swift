import F1Domain

extension ReportBuilder {
    /// A race weekend: its timetable in the chosen time zone, and the headlines of what has run.
    public func weekend(_ content: RaceWeekendScreen.Content) -> ReportDocument {
        var facts = raceFacts(content.race)
        if let next = content.sessions.first(where: \.isNext) {
            facts.append(.init(.nextSession, "\(next.name), \([next.day, next.time].compactMap { $0 }.joined(separator: " ")) (\(next.status))"))
        }
        if let pole = content.poleSitter { facts.append(.init(.pole, pole)) }
        if let sprint = content.sprintWinner { facts.append(.init(.sprintWinner, sprint)) }
        if let winner = content.winner { facts.append(.init(.winner, winner)) }
        if content.awaitsResults { facts.append(.init(.results, "not in this source yet")) }
        facts.append(.init(.timesIn, timeZoneName))
        return ReportDocument(
            title: "\(content.season) \(content.race.name) weekend", source: source, facts: facts,
            sections: [timetable(content.sessions)])
    }

    /// What is next, in one line, then its weekend's timetable.
    public func next(_ content: NextSessionScreen.Content) -> ReportDocument {
        var facts = [ReportDocument.Fact(.next, content.headline)]
        facts += raceFacts(content.weekend.race)
        facts.append(.init(.timesIn, timeZoneName))
        return ReportDocument(title: "Next up", source: source, facts: facts, sections: [timetable(content.weekend.sessions)])
    }

    func timetable(_ sessions: [F1UI.Weekend.SessionRow]) -> ReportDocument.Section {
        let columns: [ReportDocument.Column] = [
            .init("session", "Session"), .init("day", "Day"), .init("time", "Time"), .init("status", "Status", flexible: true),
        ]
        let rows = sessions.map { session in
            ReportDocument.Row(
                [
                    .init(session.name), .init(session.day), .init(session.time ?? ""),
                    .init(session.status, session.isNext ? .next : session.state == .done ? .secondary : nil),
                ],
                emphasis: session.isNext ? .next : nil)
        }
        return .init(title: "Timetable", key: "sessions", columns: columns, rows: rows, emptyMessage: "The source has no timetable for this race.")
    }

    func raceFacts(_ race: F1UI.Race.Row) -> [ReportDocument.Fact] {
        [.init(.round, String(race.round)), .init(.circuit, "\(race.circuit.name), \(race.circuit.place)"), .init(.raceDay, race.date)]
    }

    /// Qualifying: each segment's times, who went out where, pole and the gap to it.
    public func qualifying(_ content: QualifyingScreen.Content) -> ReportDocument {
        var facts = raceFacts(content.race)
        if let format = content.format { facts.append(.init(.format, format)) }
        if let pole = content.pole { facts.append(.init(.pole, pole)) }
        var columns: [ReportDocument.Column] = [
            .init("position", "Pos", .right), .init("driver", "Driver", flexible: true, minimumWidth: 10),
            .init("team", "Team", flexible: true, drop: 3),
        ]
        columns += content.segments.enumerated().map { .init("q\($0.offset + 1)", $0.element, .right) }
        if content.hasTime { columns.append(.init("time", "Time", .right)) }
        columns.append(.init("gap", "Gap", .right, drop: 2))
        if content.isKnockout { columns.append(.init("out", "Out in", drop: 1)) }
        let rows = content.rows.map { row in
            var cells: [ReportDocument.Cell] = [.init(row.position), .init(row.driver), team(row.team, row.teamID)]
            cells +=
                row.segments.map { ReportDocument.Cell($0) } + (content.hasTime ? [.init(row.time ?? "")] : []) + [
                    .init(row.gapToPole ?? "", .secondary)
                ]
            if content.isKnockout { cells.append(.init(row.eliminatedIn ?? "", .secondary)) }
            return ReportDocument.Row(
                cells, emphasis: row.isPole ? .podium(1) : nil, route: row.driverID.map { .driverSeason(season: content.season, driver: $0) })
        }
        return ReportDocument(
            title: "\(content.season) \(content.race.name) \(content.sessionName.lowercased())", source: source, facts: facts,
            sections: [.init(title: content.sessionName, key: "results", columns: columns, rows: rows, emptyMessage: "No car set a time.")])
    }

    /// A sprint's classification, drawn like a race's.
    public func sprint(_ content: SprintScreen.Content) -> ReportDocument {
        var document = race(
            RaceResultsScreen.Content(
                race: content.race, season: content.season, rows: content.rows, fastestLap: nil,
                results: .init(race: content.results.race, results: [])))
        document.title = "\(content.season) \(content.race.name) sprint"
        document.sections[0].title = "Sprint classification"
        return document
    }

    /// The starting grid.
    public func grid(_ content: StartingGridScreen.Content) -> ReportDocument {
        var facts = raceFacts(content.race)
        if let pole = content.rows.first(where: { $0.slot == "1" }) { facts.append(.init(.polePosition, "\(pole.driver) (\(pole.team))")) }
        let pitLane = content.rows.filter { $0.slot == "PL" }.count
        if pitLane > 0 { facts.append(.init(.pitLaneStarts, String(pitLane))) }
        // Times only where the source publishes them (f1db does, the API and the demo do not).
        let hasTime = content.rows.contains { $0.time != nil }
        var columns: [ReportDocument.Column] = [
            .init("slot", "Grid", .right), .init("driver", "Driver", flexible: true, minimumWidth: 10),
            .init("team", "Team", flexible: true, drop: 2), .init("qualified", "Qualified", .right, drop: 1),
        ]
        if hasTime { columns.append(.init("time", "Time", .right, drop: 3)) }
        columns.append(.init("note", "Notes", flexible: true))
        let rows = content.rows.map { row in
            ReportDocument.Row(
                [.init(row.slot), .init(row.driver), team(row.team, row.teamID), .init(row.qualified)] + (hasTime ? [.init(row.time ?? "")] : []) + [
                    .init(row.note, .secondary)
                ],
                emphasis: row.slot == "1" ? .podium(1) : nil, route: row.driverID.map { .driverSeason(season: content.season, driver: $0) })
        }
        return ReportDocument(
            title: "\(content.season) \(content.race.name) starting grid", source: source, facts: facts,
            sections: [.init(title: "Starting grid", key: "grid", columns: columns, rows: rows, emptyMessage: "The source lists no grid.")])
    }

    /// Pit stops: per driver, then every stop in race order.
    public func pitStops(_ content: PitStopsScreen.Content) -> ReportDocument {
        var facts = raceFacts(content.race)
        facts.append(.init(.stops, String(content.stops.count)))
        if let fastest = content.fastest { facts.append(.init(.fastestStop, fastest)) }
        let driverColumns: [ReportDocument.Column] = [
            .init("driver", "Driver", flexible: true, minimumWidth: 10), .init("team", "Team", flexible: true, drop: 2),
            .init("stops", "Stops", .right), .init("laps", "Laps", drop: 1), .init("durations", "Durations", flexible: true),
            .init("total", "Total", .right),
        ]
        let drivers = content.drivers.map { row in
            ReportDocument.Row(
                [
                    .init(row.driver), team(row.team, row.teamID), .init(String(row.stops)), .init(row.laps), .init(row.durations, .secondary),
                    .init(row.total),
                ],
                route: row.driverID.map { .driverSeason(season: content.season, driver: $0) })
        }
        let hasTimeOfDay = content.stops.contains { $0.timeOfDay != nil }
        var stopColumns: [ReportDocument.Column] = [
            .init("lap", "Lap", .right), .init("driver", "Driver", flexible: true), .init("stop", "Stop", .right),
            .init("duration", "Duration", .right),
        ]
        if hasTimeOfDay { stopColumns.append(.init("timeOfDay", "Time of day")) }
        let stops = content.stops.map { stop in
            ReportDocument.Row(
                [String(stop.lap), stop.driver, String(stop.stop), stop.duration] + (hasTimeOfDay ? [stop.timeOfDay ?? ""] : []),
                emphasis: stop.isLong ? .fastestLap : nil)
        }
        return ReportDocument(
            title: "\(content.season) \(content.race.name) pit stops", source: source, facts: facts,
            sections: [
                .init(title: "By driver", key: "drivers", columns: driverColumns, rows: drivers, emptyMessage: "No car stopped."),
                .init(title: "Every stop", key: "stops", columns: stopColumns, rows: stops, emptyMessage: "No car stopped."),
            ])
    }
}
