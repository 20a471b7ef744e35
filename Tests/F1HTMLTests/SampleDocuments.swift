import F1Domain
import F1UI

/// Small hand-made documents: each renderer behaviour on a row or two.
enum SampleDocuments {
    static let columns: [ReportDocument.Column] = [
        .init("position", "Pos", .right), .init("movement", "+/-", .right), .init("driver", "Driver"), .init("team", "Team"),
        .init("points", "Pts", .right), .init("fastestLap", "Best lap", .right),
    ]

    static let standings = ReportDocument(
        title: "2025 drivers' championship", source: "Samples",
        facts: [.init(.afterRound, "4"), .init(.leader, "Max Verstappen, 62 points")],
        sections: [
            .init(
                title: "Drivers", key: "drivers", columns: columns,
                rows: [
                    .init(
                        [
                            "1", .init("▲2", .movement(2)), .init("Max Verstappen", .leader), .init("Red Bull", .team("red_bull")),
                            .init("62", .strong), .init("1:12.345", .fastestLap),
                        ],
                        emphasis: .leader, route: .driverSeason(season: 2025, driver: "max_verstappen")),
                    .init(
                        [
                            "2", .init("▼1", .movement(-1)), "Lando Norris",
                            .init("McLaren", .teamColor(F1UI.TeamColor(red: 0xFF, green: 0x80, blue: 0))), "59", "",
                        ],
                        emphasis: .podium(2)),
                    .init(["3", "", "Someone Else", .init("Minardi", .team("minardi")), "1", ""], emphasis: .podium(3)),
                ]),
            .init(title: "Sprints", key: "sprints", columns: columns, rows: [], emptyMessage: "No sprint this season."),
            .prose(title: "Rulings", key: "rulings", lines: ["Points for fastest lap ended in 2025.", "Half points at Spa."]),
        ])

    /// Every text the data could hold, hostile.
    static let hostile = "<img src=x onerror=alert(1)> \"quoted\" 'single' & more"

    static var hostileDocument: ReportDocument {
        ReportDocument(
            title: hostile, source: hostile, facts: [.init(key: .init(hostile, label: hostile), label: hostile, value: hostile)],
            sections: [
                .init(
                    title: hostile, key: hostile, columns: [.init(hostile, hostile), .init("driver", hostile, .right)],
                    rows: [
                        .init(
                            [.init(hostile, .leader), .init(hostile, .team(Constructor.ID(rawValue: hostile)))],
                            route: .driverSeason(season: 2025, driver: Driver.ID(rawValue: hostile)))
                    ], emptyMessage: hostile, lines: [hostile + " again"], chart: chart(title: hostile, summary: hostile)),
                .init(title: hostile, key: hostile, columns: [.init("a", "A")], rows: [], emptyMessage: hostile),
            ])
    }

    static func chart(title: String = "Points after each round", summary: String = "Verstappen led from the first round.") -> Chart {
        Chart(
            kind: .progression, mark: .step, title: title, summary: summary,
            x: .init(title: "Round", unit: .round, lower: 1, upper: 3, ticks: [.init(1, "BHR"), .init(2, "SAU"), .init(3, "AUS")]),
            y: .init(title: "Points", unit: .points, lower: 0, upper: 62, ticks: [.init(0, "0"), .init(50, "50")]),
            series: [
                .init(
                    key: "max_verstappen", name: title, label: "VER", color: F1UI.TeamColor(red: 0x36, green: 0x71, blue: 0xC6),
                    points: [.init(x: 1, y: 25), .init(x: 2, y: 44), .init(x: 3, y: 62)])
            ],
            notes: ["Sprint points are counted in the round of the sprint."])
    }
}
