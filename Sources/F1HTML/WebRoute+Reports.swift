import F1Domain
import F1UI
import F1UseCases

/// Every report's address: one route per `ReportRequest` shape (docs/f1web.md lists them).
extension WebRoute {
    package static let reports: [WebRoute] = overview + records + season + weekend + championship + competitors + telemetry

    private static let overview = [
        WebRoute(
            "/",
            api: Operation(
                "getOverview", .overview, "The latest season at a glance", "What `f1report` prints with no command.", reports: ["overview"]),
            request: { _ in .overview }, values: { $0 == .overview ? [] : nil }),
        WebRoute(
            "/seasons", api: Operation("listSeasons", .overview, "Every season the source holds", "`f1report seasons`.", reports: ["seasons"]),
            request: { _ in .seasons }, values: { $0 == .seasons ? [] : nil }),
        WebRoute(
            "/next", api: Operation("getNext", .overview, "The session under way or next", "`f1report next`.", reports: ["next"]),
            request: { _ in .next }, values: { $0 == .next ? [] : nil }),
        WebRoute(
            "/rules",
            api: Operation(
                "listRules", .rules, "Every scoring system", "`f1report rules --list`: every system in F1Kit's rulebook.", reports: ["rules.list"]),
            request: { _ in .rules(season: nil) }, values: { $0 == .rules(season: nil) ? [] : nil }),
        WebRoute(
            "/champions", query: [.under],
            api: Operation(
                "getChampions", .rules, "Every season's champions",
                "`f1report champions`; with `under`, `f1report champions --under RULES`: every season's champions under its own rules "
                    + "and under another scoring system (the `champions.under` report).", reports: ["champions", "champions.under"])
        ) {
            try .champions(under: $0.under())
        } values: {
            guard case .champions(let under) = $0 else { return nil }
            return [.under(under)]
        },
    ]

    private static let filters: [Query] = [.since, .until, .team, .nationality, .circuit, .top]

    /// The history's records: one address per kind, so each is a word of the path, not a value.
    private static let records: [WebRoute] =
        [
            WebRoute(
                "/records/grid-wins", query: filters,
                api: Operation("getGridWins", .history, "Wins from the lowest grid places", "`f1report grid-wins`.", reports: ["records"])
            ) {
                try .records(.gridWins($0.filter(), top: $0.top()))
            } values: {
                guard case .records(.gridWins(let filter, let top)) = $0 else { return nil }
                return [.filter(filter), .top(top)]
            }
        ]
        + RecordCount.allCases.map { count in
            WebRoute(
                "/records/\(count.rawValue)", query: filters + [.under],
                api: Operation(
                    "getRecords" + count.operationName, .history, "Career records: \(count.label.lowercased())",
                    "`f1report records \(count.rawValue)`: the whole history's career counts, filtered"
                        + (count == .points ? "; with `under`, every era scored under one system." : "."), reports: ["records"])
            ) {
                try .records(.counts(count, $0.filter(), under: $0.under(), top: $0.top()))
            } values: {
                guard case .records(.counts(count, let filter, let under, let top)) = $0 else { return nil }
                return [.filter(filter), .under(under), .top(top)]
            }
        }
        + StreakKind.allCases.map { kind in
            WebRoute(
                "/records/streaks/\(kind.rawValue)", query: [.driver, .team, .top],
                api: Operation(
                    "getStreaks" + kind.rawValue.capitalized, .history, "The longest \(kind.rawValue) streaks",
                    "`f1report streaks \(kind.rawValue) [DRIVER] [--team ID]`: consecutive races entered.", reports: ["records"])
            ) {
                try .records(.streaks(kind, $0.streakSubject(), top: $0.top()))
            } values: {
                guard case .records(.streaks(kind, let subject, let top)) = $0 else { return nil }
                return [.streakSubject(subject), .top(top)]
            }
        }
        + [true, false].flatMap { youngest in
            AgeRecordKind.allCases.map { kind in
                let word = youngest ? "youngest" : "oldest"
                return WebRoute(
                    "/records/\(word)/\(kind.rawValue)", query: [.top],
                    api: Operation(
                        "get" + word.capitalized + kind.rawValue.capitalized, .history, "The \(word) \(kind.rawValue)",
                        "`f1report \(word) \(kind.rawValue)`: each driver once, age on race day.", reports: ["records"])
                ) {
                    try .records(.ages(kind, youngest: youngest, top: $0.top()))
                } values: {
                    guard case .records(.ages(kind, youngest, let top)) = $0 else { return nil }
                    return [.top(top)]
                }
            }
        }

    private static let season = [
        WebRoute("/{year}", api: Operation("getSeason", .seasons, "A season's calendar", "`f1report season YEAR`.", reports: ["season"])) {
            try .season($0.year())
        } values: {
            guard case .season(let year) = $0 else { return nil }
            return [.year(year)]
        },
        WebRoute(
            "/{year}/standings/drivers",
            api: Operation(
                "getDriverStandings", .standings, "The drivers' standings", "`f1report standings drivers YEAR`: the published standings.",
                reports: ["standings.drivers"])
        ) {
            try .standings(.drivers, season: $0.year())
        } values: {
            guard case .standings(.drivers, let season) = $0 else { return nil }
            return [.year(season)]
        },
        WebRoute(
            "/{year}/standings/constructors",
            api: Operation(
                "getConstructorStandings", .standings, "The constructors' standings",
                "`f1report standings constructors YEAR`: the published standings.", reports: ["standings.constructors"])
        ) {
            try .standings(.constructors, season: $0.year())
        } values: {
            guard case .standings(.constructors, let season) = $0 else { return nil }
            return [.year(season)]
        },
        WebRoute(
            "/{year}/rules", api: Operation("getSeasonRules", .rules, "A season's scoring rules", "`f1report rules YEAR`.", reports: ["rules"])
        ) {
            try .rules(season: $0.year())
        } values: {
            guard case .rules(let season?) = $0 else { return nil }
            return [.year(season)]
        },
    ]

    /// A race weekend and each of its sessions, by round number, `last` or `next`.
    private static let weekend = [
        WebRoute(
            "/{year}/{round}",
            api: Operation(
                "getRace", .seasons, "A race",
                "`f1report race YEAR ROUND`: the race's results once it has run (the `race` report), else the weekend's timetable "
                    + "(the `weekend` report), as `f1report race` prints for a race not yet run. The `report` property says which.",
                reports: ["race", "weekend"])
        ) {
            try .race(season: $0.year(), round: $0.round())
        } values: {
            guard case .race(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute(
            "/{year}/{round}/weekend",
            api: Operation(
                "getWeekend", .seasons, "A race weekend",
                "`f1report weekend YEAR ROUND`: the timetable with each session's state, the pole sitter, the sprint winner and the winner once known.",
                reports: ["weekend"])
        ) {
            try .weekend(season: $0.year(), round: $0.round())
        } values: {
            guard case .weekend(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute(
            "/{year}/{round}/qualifying", query: [.segment],
            api: Operation(
                "getQualifying", .seasons, "A qualifying session",
                "`f1report qualifying YEAR ROUND [SEGMENT]`: each segment's times, pole and the gap to it; with `segment`, only when the session had it.",
                reports: ["qualifying"])
        ) {
            try .qualifying(season: $0.year(), round: $0.round(), segment: $0.segment())
        } values: {
            guard case .qualifying(let season, let round, let segment) = $0 else { return nil }
            return [.year(season), .round(round), .segment(segment)]
        },
        WebRoute(
            "/{year}/{round}/sprint-qualifying",
            api: Operation(
                "getSprintQualifying", .seasons, "A sprint's qualifying",
                "`f1report sprint-qualifying YEAR ROUND`: 404 for a weekend without a sprint.",
                reports: ["qualifying"])
        ) {
            try .sprintQualifying(season: $0.year(), round: $0.round())
        } values: {
            guard case .sprintQualifying(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute(
            "/{year}/{round}/sprint",
            api: Operation(
                "getSprint", .seasons, "A sprint's results", "`f1report sprint YEAR ROUND`: 404 for a weekend without a sprint.", reports: ["sprint"])
        ) {
            try .sprint(season: $0.year(), round: $0.round())
        } values: {
            guard case .sprint(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute(
            "/{year}/{round}/grid",
            api: Operation(
                "getGrid", .seasons, "A starting grid", "`f1report grid YEAR ROUND`: in grid order, pit-lane starters last.", reports: ["grid"])
        ) {
            try .grid(season: $0.year(), round: $0.round())
        } values: {
            guard case .grid(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute(
            "/{year}/{round}/pitstops",
            api: Operation(
                "getPitStops", .seasons, "A race's pit stops", "`f1report pitstops YEAR ROUND`: every stop in order, and each driver's summed up.",
                reports: ["pitstops"])
        ) {
            try .pitStops(season: $0.year(), round: $0.round())
        } values: {
            guard case .pitStops(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute("/{year}/{round}/chart/{chart}", api: nil) {
            try .raceChart($0.chart(), season: $0.year(), round: $0.round())
        } values: {
            guard case .raceChart(let chart, let season, let round) = $0 else { return nil }
            return [.year(season), .round(round), .chart(chart)]
        },
    ]

    private static let championship = [
        // The round first: the switcher's links were written so before the declaration.
        WebRoute(
            "/{year}/championship", query: [.round, .kind, .under],
            api: Operation(
                "getChampionship", .standings, "A championship computed from the results",
                "`f1report championship YEAR`, after `round` (default: the last run), with `under` the same results under other rules.",
                reports: ["championship"])
        ) {
            try .championship($0.kind(), season: $0.year(), round: $0.roundQuery(), under: $0.under())
        } values: {
            guard case .championship(let kind, let season, let round, let under) = $0 else { return nil }
            return [.year(season), .roundQuery(round), .kind(kind), .under(under)]
        },
        WebRoute(
            "/{year}/progression", query: [.kind],
            api: Operation("getProgression", .standings, "A championship round by round", "`f1report progression YEAR`.", reports: ["progression"])
        ) {
            try .progression($0.kind(), season: $0.year())
        } values: {
            guard case .progression(let kind, let season) = $0 else { return nil }
            return [.year(season), .kind(kind)]
        },
        WebRoute(
            "/{year}/title", query: [.round],
            api: Operation(
                "getTitle", .standings, "Title maths", "`f1report title YEAR`: who can still be champion after `round` (default: the last run).",
                reports: ["title"])
        ) {
            try .title(season: $0.year(), round: $0.roundQuery())
        } values: {
            guard case .title(let season, let round) = $0 else { return nil }
            return [.year(season), .roundQuery(round)]
        },
    ]

    private static let competitors = [
        WebRoute(
            "/{year}/drivers/{id}",
            api: Operation(
                "getDriverSeason", .standings, "A driver's season race by race", "`f1report driver ID YEAR`.", reports: ["driver"], pathID: .driverID)
        ) {
            try .driverSeason(season: $0.year(), driver: Driver.ID(rawValue: $0.id()))
        } values: {
            guard case .driverSeason(let season, let driver) = $0 else { return nil }
            return [.year(season), .id(driver.rawValue)]
        },
        WebRoute(
            "/{year}/constructors/{id}",
            api: Operation(
                "getConstructorSeason", .standings, "A team's season race by race", "`f1report team ID YEAR`.", reports: ["team"],
                pathID: .constructorID)
        ) {
            try .constructorSeason(season: $0.year(), constructor: Constructor.ID(rawValue: $0.id()))
        } values: {
            guard case .constructorSeason(let season, let constructor) = $0 else { return nil }
            return [.year(season), .id(constructor.rawValue)]
        },
        WebRoute(
            "/{year}/teammates",
            api: Operation(
                "getTeammates", .standings, "Every team's drivers head to head",
                "`f1report teammates YEAR`: qualifying, finishes and points of each pair of teammates.", reports: ["head-to-head"])
        ) {
            try .teammates(season: $0.year())
        } values: {
            guard case .teammates(let season) = $0 else { return nil }
            return [.year(season)]
        },
        WebRoute(
            "/{year}/head-to-head/{id}/{other}",
            api: Operation(
                "getHeadToHead", .standings, "Two drivers head to head", "`f1report head-to-head ID OTHER YEAR`, teammates or not.",
                reports: ["head-to-head"], pathID: .driverID, otherID: .otherDriverID)
        ) {
            try .headToHead(season: $0.year(), first: Driver.ID(rawValue: $0.id()), second: Driver.ID(rawValue: $0.other()))
        } values: {
            guard case .headToHead(let season, let first, let second) = $0 else { return nil }
            return [.year(season), .id(first.rawValue), .other(second.rawValue)]
        },
        WebRoute(
            "/head-to-head/{id}/{other}/career",
            api: Operation(
                "getHeadToHeadCareer", .standings, "Two drivers head to head across their careers",
                "`f1report head-to-head ID OTHER career`: every season both started a race in, and the totals; 404 for two drivers who never met.",
                reports: ["head-to-head.career"], pathID: .driverID, otherID: .otherDriverID)
        ) {
            try .headToHeadCareer(first: Driver.ID(rawValue: $0.id()), second: Driver.ID(rawValue: $0.other()))
        } values: {
            guard case .headToHeadCareer(let first, let second) = $0 else { return nil }
            return [.id(first.rawValue), .other(second.rawValue)]
        },
    ]

    private static let telemetry = [
        WebRoute(
            "/{year}/{round}/{session}/telemetry", query: [.drivers, .lap],
            api: Operation(
                "getTelemetry", .car, "Laps compared over distance",
                "`f1report telemetry YEAR ROUND SESSION --drivers LIST`: each lap's samples and its delta to the quickest.", reports: ["telemetry"])
        ) {
            try .telemetry(SessionAddress(season: $0.year(), round: $0.round(), session: $0.session()), drivers: $0.drivers(), lap: $0.lap())
        } values: {
            guard case .telemetry(let address, let drivers, let lap) = $0 else { return nil }
            return [.year(address.season), .round(address.round), .session(address.session), .drivers(drivers), .lap(lap)]
        },
        WebRoute(
            "/{year}/{round}/{session}/sectors",
            api: Operation(
                "getSectors", .car, "A session's sectors",
                "`f1report sectors YEAR ROUND SESSION`: each driver's best lap in sectors, best sectors, ideal lap and mini-sectors.",
                reports: ["sectors"])
        ) {
            try .sectors(SessionAddress(season: $0.year(), round: $0.round(), session: $0.session()))
        } values: {
            guard case .sectors(let address) = $0 else { return nil }
            return [.year(address.season), .round(address.round), .session(address.session)]
        },
        // A picture: the API has no form of it.
        WebRoute("/{year}/{round}/{session}/trackmap", query: [.drivers, .lap, .by], api: nil) {
            try .trackMap(
                SessionAddress(season: $0.year(), round: $0.round(), session: $0.session()), drivers: $0.drivers(), lap: $0.lap(), by: $0.colouring())
        } values: {
            guard case .trackMap(let address, let drivers, let lap, let colouring) = $0 else { return nil }
            return [.year(address.season), .round(address.round), .session(address.session), .drivers(drivers), .lap(lap), .colouring(colouring)]
        },
    ]
}
