import F1Domain

extension ReportBuilder {
    /// The latest season at a glance.
    public func overview(_ content: OverviewScreen.Content) -> ReportDocument {
        var facts = [ReportDocument.Fact(.progress, content.progress)]
        facts.append(.init(.nextRace, content.nextRace.map(describe) ?? "none: the season is over"))
        if let last = content.lastRace {
            facts.append(.init(.lastWinner, last.winner.map { "\($0), \(last.name)" } ?? "\(last.name): no result yet"))
        }
        if let leader = content.drivers.first { facts.append(.init(.driversLeader, "\(leader.name), \(leader.points) points")) }
        if let leader = content.constructors.first { facts.append(.init(.constructorsLeader, "\(leader.name), \(leader.points) points")) }
        facts.append(.init(.timesIn, timeZoneName))
        let drivers = standings(content.drivers, kind: .drivers, season: content.season, round: 0).sections
        let constructors = standings(content.constructors, kind: .constructors, season: content.season, round: 0).sections
        var sections = drivers + constructors
        for index in sections.indices { sections[index].title = "Top \(OverviewScreen.leaders): " + sections[index].title.lowercased() }
        return ReportDocument(title: "\(content.season) season overview", source: source, facts: facts, sections: sections)
    }

    /// The live screen's board, and the map of the cars where the screen has the circuit's layout.
    public func live(_ content: LiveRaceScreen.Content) -> ReportDocument {
        var document = live(content.board)
        if let layout = content.layout {
            document.sections.append(
                .init(title: "Track map", key: "trackMap", columns: [], rows: [], chart: liveTrackMap(content.race, layout: layout)))
        }
        return document
    }

    /// The timing board of a race in progress; with a timing feed's tyres, pit stops, lap times,
    /// last lap's sectors, race control's word and the weather.
    public func live(_ board: F1UI.Live.Board) -> ReportDocument {
        var facts = [
            ReportDocument.Fact(.lap, board.lap),
            .init(.leader, board.leader),
            .init(.status, board.status),
        ]
        if let clock = board.clock { facts.append(.init(.sessionTime, clock)) }
        if let playback = board.playback { facts.append(.init(.shown, playback)) }
        if let message = board.message { facts.append(.init(.raceControl, message)) }
        if let weather = board.weather { facts.append(.init(.weather, weather)) }
        let timing = board.hasTiming
        let sectors = board.hasSectors
        // Narrow screens drop, first to last: a timing feed's sectors, notes, stops, tyres and lap
        // time, then the team; a board with sectors gives the team way first (the driver's code
        // keeps its colour), so an 80-column board keeps them. The gaps stay.
        var columns: [ReportDocument.Column] = [
            .init("position", "Pos", .right), .init("change", "", minimumWidth: 3), .init("driver", "Driver"),
            .init("team", "Team", flexible: true, drop: sectors ? 7 : 1, maximumWidth: 24), .init("gap", "Gap", .right, minimumWidth: 8),
            .init("interval", "Interval", .right),
        ]
        if timing {
            columns += [.init("tyre", "Tyre", drop: 3), .init("pitStops", "Pits", .right, drop: 4), .init("lastLap", "Last lap", .right, drop: 2)]
            // The last lap's sectors as a timing screen colours them, each with its symbol.
            if sectors { columns += (1...3).map { .init("sector\($0)", "S\($0)", drop: 6) } }
            columns.append(.init("note", "Note", drop: 5))
        }
        let rows = board.lines.map { line in
            let colour = line.teamColor.map { ReportDocument.Cell.Meaning.teamColor($0) }
            var cells: [ReportDocument.Cell] = [
                .init(line.position), .init(line.changeMark, line.change == 0 ? nil : .movement(line.change)), .init(line.code, colour),
                .init(line.team, colour), .init(line.gap), .init(line.interval, .secondary),
            ]
            if timing {
                cells += [.init(line.tyre), .init(line.pitStops, .secondary), .init(line.lastLap)]
                if sectors { cells += (0..<3).map { sectorCell(line.sectors, at: $0) } }
                cells.append(.init(line.note, .next))
            }
            return ReportDocument.Row(cells, emphasis: line.position == "1" ? .leader : nil)
        }
        return ReportDocument(
            title: "\(board.raceName), live", source: source, facts: facts,
            sections: [.init(title: "Positions", key: "positions", columns: columns, rows: rows)])
    }
}

extension ReportBuilder {
    /// A live board's sector cell: the mark's symbol in the builder's palette's colour (as the
    /// sectors report's); empty for a sector without a time.
    func sectorCell(_ marks: [SectorMark?], at index: Int) -> ReportDocument.Cell {
        guard index < marks.count, let mark = marks[index] else { return "" }  // trap-ok: checked.
        return ReportDocument.Cell(mark.symbol, .sector(mark, sectorPalette))
    }
}

extension ReportBuilder {
    /// Every season's champions.
    public func champions(_ rows: [F1UI.Standings.ChampionRow]) -> ReportDocument {
        var facts = [ReportDocument.Fact(.seasons, String(rows.count))]
        let titles = Dictionary(grouping: rows.filter { $0.note.isEmpty }, by: \.driver).mapValues(\.count)
        if let most = titles.values.max() {
            let holders = titles.filter { $0.value == most }.keys.sorted()
            facts.append(.init(.mostDriversTitles, "\(most): \(holders.joined(separator: ", "))"))
        }
        let columns: [ReportDocument.Column] = [
            .init("season", "Year", .right), .init("driver", "Drivers' champion", flexible: true), .init("driverTeam", "Team", flexible: true),
            .init("driverPoints", "Pts", .right), .init("driverWins", "Wins", .right),
            .init("constructor", "Constructors' champion", flexible: true), .init("constructorPoints", "Pts", .right),
            .init("constructorWins", "Wins", .right), .init("note", "Note"),
        ]
        let table = rows.map {
            ReportDocument.Row([
                String($0.season), $0.driver, $0.driverTeam, $0.driverPoints, $0.driverWins,
                $0.constructor, $0.constructorPoints, $0.constructorWins, $0.note,
            ])
        }
        return ReportDocument(
            title: "World champions", source: source, facts: facts,
            sections: [.init(title: "Champions", key: "champions", columns: columns, rows: table, emptyMessage: "No season has been run yet.")])
    }
}

extension ReportBuilder {
    /// Every season's champions under its own rules beside those under another system.
    public func championsWhatIf(_ content: ChampionsWhatIfScreen.Content) -> ReportDocument {
        let facts = [
            ReportDocument.Fact(.rules, "each season's own, beside \(content.whatIfSystemName)"),
            ReportDocument.Fact(.seasons, String(content.rows.count)),
            ReportDocument.Fact(
                .titlesThatChange,
                content.driverTitlesCompared == 0
                    ? "none yet: no season has finished"
                    : "\(content.driverTitlesChanged) of \(content.driverTitlesCompared) drivers', "
                        + "\(content.constructorTitlesChanged) of \(content.constructorTitlesCompared) constructors' (seasons finished)"),
        ]
        let columns: [ReportDocument.Column] = [
            .init("season", "Year", .right), .init("driver", "Drivers' champion", flexible: true), .init("driverPoints", "Pts", .right),
            .init("whatIfDriver", "If champion", flexible: true), .init("whatIfDriverPoints", "If Pts", .right),
            .init("constructor", "Constructors' champion", flexible: true), .init("constructorPoints", "Pts", .right),
            .init("whatIfConstructor", "If champion", flexible: true), .init("whatIfConstructorPoints", "If Pts", .right),
            .init("note", "Note"),
        ]
        let table = content.rows.map {
            ReportDocument.Row([
                String($0.season), $0.driver, $0.driverPoints, $0.whatIfDriver, $0.whatIfDriverPoints,
                $0.constructor, $0.constructorPoints, $0.whatIfConstructor, $0.whatIfConstructorPoints, $0.note,
            ])
        }
        return ReportDocument(
            title: "World champions under \(content.whatIfSystemName)", source: source, facts: facts,
            sections: [
                .init(
                    title: "Champions", key: "champions", columns: columns, rows: table,
                    emptyMessage: "No season has been run yet.", lines: content.notes)
            ])
    }
}
