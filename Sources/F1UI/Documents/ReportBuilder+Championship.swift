extension ReportBuilder {
    /// A championship computed from results: the table with movements, then the rulings, the
    /// decisions and the points the source gives otherwise; with a what-if, both tables side by side.
    public func championship(_ content: ChampionshipScreen.Content) -> ReportDocument {
        let what = content.kind == .drivers ? "drivers'" : "constructors'"
        var facts = [ReportDocument.Fact(.afterRound, "\(content.round)" + (content.raceName.map { ", \($0)" } ?? ""))]
        if let leader = content.leader { facts.append(.init(.leader, leader)) }
        facts.append(.init(.scoring, content.systemName))
        if let other = content.whatIfSystemName { facts.append(.init(.whatIf, "the same results under \(other)")) }
        var columns: [ReportDocument.Column] = [
            .init("position", "Pos", .right), .init("movement", "Move"),
            .init("name", content.kind == .drivers ? "Driver" : "Team", flexible: true), .init("points", "Points", .right),
            .init("wins", "Wins", .right),
        ]
        if content.whatIfSystemName != nil {
            columns += [.init("whatIfPosition", "If Pos", .right), .init("whatIfPoints", "If Points", .right), .init("change", "Change")]
        }
        let rows = content.rows.map { row in
            var cells: [ReportDocument.Cell] = [
                .init(row.position), .init(row.movement, row.placesGained.map { .movement($0) }),
                row.teamID.map { team(row.name, $0) } ?? .init(row.name, row.isLeader ? .leader : nil), .init(row.points, .strong), .init(row.wins),
            ]
            if let whatIf = row.whatIf {
                cells += [.init(whatIf.position), .init(whatIf.points), .init(whatIf.change)]
            }
            return ReportDocument.Row(cells, emphasis: row.isLeader ? .leader : nil, route: row.route)
        }
        var sections = [
            ReportDocument.Section(
                title: content.kind == .drivers ? "Drivers" : "Constructors", key: content.kind.rawValue, columns: columns, rows: rows,
                emptyMessage: content.kind == .drivers ? "No driver has raced yet." : "There was no constructors' championship this season.",
                lines: content.whatIfNotes)
        ]
        if !content.rulings.isEmpty { sections.append(.prose(title: "Rulings", key: "rulings", lines: content.rulings)) }
        if !content.adjustments.isEmpty { sections.append(.prose(title: "Decisions", key: "adjustments", lines: content.adjustments)) }
        if !content.disagreements.isEmpty {
            sections.append(.prose(title: "Points the source gives otherwise", key: "disagreements", lines: content.disagreements))
        }
        return ReportDocument(title: "\(content.season) \(what) championship from results", source: source, facts: facts, sections: sections)
    }

    /// The championship race by race. Every round is a column; a face too narrow for them all
    /// drops the earliest first, so the latest rounds stay in sight.
    public func progression(_ content: ProgressionScreen.Content) -> ReportDocument {
        let facts = [
            ReportDocument.Fact(.roundsRun, String(content.rounds.count)), .init(.cells, "points after the round (position)"),
        ]
        let rounds = content.roundLabels.enumerated().map { index, label in
            // The highest priority goes first, so the first round has the highest; the latest is never dropped.
            ReportDocument.Column(label, label, .right, drop: index == content.roundLabels.count - 1 ? 0 : content.roundLabels.count - index)
        }
        let columns =
            [
                ReportDocument.Column("position", "Pos", .right),
                .init("name", content.kind == .drivers ? "Driver" : "Team", flexible: true, maximumWidth: 18),
            ] + rounds
        let rows = content.rows.enumerated().map { index, row in
            ReportDocument.Row(
                [.init(row.position), row.teamID.map { team(row.name, $0) } ?? .init(row.name)] + row.cells.map { ReportDocument.Cell($0) },
                emphasis: index == 0 ? .leader : nil, route: row.route)
        }
        let what = content.kind == .drivers ? "drivers'" : "constructors'"
        return ReportDocument(
            title: "\(content.season) \(what) championship, race by race", source: source, facts: facts,
            sections: [
                .init(
                    title: content.kind == .drivers ? "Drivers" : "Constructors", key: content.kind.rawValue, columns: columns, rows: rows,
                    emptyMessage: "There was no constructors' championship this season.",
                    lines: rounds.count > 1 ? ["A narrow screen shows the latest rounds that fit; --format csv or json gives every round."] : [],
                    chart: progressionChart(content))
            ])
    }

    /// Who can still win the drivers' title, and what the leader needs next to clinch it.
    public func title(_ content: TitleScreen.Content) -> ReportDocument {
        let facts: [ReportDocument.Fact] = [
            .init(.afterRound, "\(content.round)" + (content.raceName.map { ", \($0)" } ?? "")),
            .init(.left, content.left), .init(.pointsAvailable, content.pointsAvailable + " for one driver"),
            .init(.leader, content.leader), .init(.title, content.status),
        ]
        let columns: [ReportDocument.Column] = [
            .init("driver", "Driver", flexible: true), .init("points", "Points", .right), .init("behind", "Behind", .right),
            .init("maximum", "Most possible", .right),
        ]
        let rows = content.rows.map { ReportDocument.Row([$0.driver, $0.points, $0.behind, $0.maximum], emphasis: $0.isLeader ? .leader : nil) }
        var sections = [ReportDocument.Section(title: "Who can still win", key: "contenders", columns: columns, rows: rows)]
        if !content.clinch.isEmpty {
            sections.append(.prose(title: "To be champion at the next round", key: "clinch", lines: content.clinch))
        }
        return ReportDocument(title: "\(content.season) drivers' title", source: source, facts: facts, sections: sections)
    }

    /// A season's scoring rules, or every system with its seasons.
    public func rules(_ content: RulesScreen.Content) -> ReportDocument {
        guard let season = content.season else {
            let columns: [ReportDocument.Column] = [
                .init("id", "Id"), .init("name", "System", flexible: true), .init("seasons", "Seasons", flexible: true),
            ]
            return ReportDocument(
                title: "Scoring systems", source: "F1Kit's rulebook (Fixtures/scoring.yaml)",
                facts: [.init(.systems, String(content.systems.count))],
                sections: [
                    .init(
                        title: "Systems", key: "systems", columns: columns,
                        rows: content.systems.map { ReportDocument.Row([$0.id, $0.name, $0.seasons]) })
                ])
        }
        let columns: [ReportDocument.Column] = [.init("place", "Place", .right), .init("race", "Race", .right), .init("sprint", "Sprint", .right)]
        var sections = [
            ReportDocument.Section(
                title: "Points per place", key: "points",
                columns: content.points.contains { !$0.sprint.isEmpty } ? columns : Array(columns.prefix(2)),
                rows: content.points.map { ReportDocument.Row([$0.place, $0.race, $0.sprint]) })
        ]
        sections.append(
            .prose(
                title: "Race rulings", key: "rulings",
                lines: content.rulings.isEmpty ? ["None: every race was scored by the system's rules."] : content.rulings))
        if !content.adjustments.isEmpty { sections.append(.prose(title: "Decisions", key: "adjustments", lines: content.adjustments)) }
        return ReportDocument(
            title: "\(season) scoring rules", source: "F1Kit's rulebook (Fixtures/scoring.yaml)", facts: content.facts, sections: sections)
    }
}
