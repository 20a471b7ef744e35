import F1Domain
import F1UI

/// Every report's address: one route per `ReportRequest` shape (docs/f1web.md lists them).
extension WebRoute {
    package static let reports: [WebRoute] = overview + season + weekend + championship + competitors

    private static let overview = [
        WebRoute("/", request: { _ in .overview }, values: { $0 == .overview ? [] : nil }),
        WebRoute("/seasons", request: { _ in .seasons }, values: { $0 == .seasons ? [] : nil }),
        WebRoute("/next", request: { _ in .next }, values: { $0 == .next ? [] : nil }),
        WebRoute("/rules", request: { _ in .rules(season: nil) }, values: { $0 == .rules(season: nil) ? [] : nil }),
        WebRoute("/champions", query: [.under]) {
            try .champions(under: $0.under())
        } values: {
            guard case .champions(let under) = $0 else { return nil }
            return [.under(under)]
        },
    ]

    private static let season = [
        WebRoute("/{year}") {
            try .season($0.year())
        } values: {
            guard case .season(let year) = $0 else { return nil }
            return [.year(year)]
        },
        WebRoute("/{year}/standings/drivers") {
            try .standings(.drivers, season: $0.year())
        } values: {
            guard case .standings(.drivers, let season) = $0 else { return nil }
            return [.year(season)]
        },
        WebRoute("/{year}/standings/constructors") {
            try .standings(.constructors, season: $0.year())
        } values: {
            guard case .standings(.constructors, let season) = $0 else { return nil }
            return [.year(season)]
        },
        WebRoute("/{year}/rules") {
            try .rules(season: $0.year())
        } values: {
            guard case .rules(let season?) = $0 else { return nil }
            return [.year(season)]
        },
    ]

    /// A race weekend and each of its sessions, by round number, `last` or `next`.
    private static let weekend = [
        WebRoute("/{year}/{round}") {
            try .race(season: $0.year(), round: $0.round())
        } values: {
            guard case .race(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute("/{year}/{round}/weekend") {
            try .weekend(season: $0.year(), round: $0.round())
        } values: {
            guard case .weekend(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute("/{year}/{round}/qualifying", query: [.segment]) {
            try .qualifying(season: $0.year(), round: $0.round(), segment: $0.segment())
        } values: {
            guard case .qualifying(let season, let round, let segment) = $0 else { return nil }
            return [.year(season), .round(round), .segment(segment)]
        },
        WebRoute("/{year}/{round}/sprint-qualifying") {
            try .sprintQualifying(season: $0.year(), round: $0.round())
        } values: {
            guard case .sprintQualifying(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute("/{year}/{round}/sprint") {
            try .sprint(season: $0.year(), round: $0.round())
        } values: {
            guard case .sprint(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute("/{year}/{round}/grid") {
            try .grid(season: $0.year(), round: $0.round())
        } values: {
            guard case .grid(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute("/{year}/{round}/pitstops") {
            try .pitStops(season: $0.year(), round: $0.round())
        } values: {
            guard case .pitStops(let season, let round) = $0 else { return nil }
            return [.year(season), .round(round)]
        },
        WebRoute("/{year}/{round}/chart/{chart}", api: false) {
            try .raceChart($0.chart(), season: $0.year(), round: $0.round())
        } values: {
            guard case .raceChart(let chart, let season, let round) = $0 else { return nil }
            return [.year(season), .round(round), .chart(chart)]
        },
    ]

    private static let championship = [
        // The round first: the switcher's links were written so before the declaration.
        WebRoute("/{year}/championship", query: [.round, .kind, .under]) {
            try .championship($0.kind(), season: $0.year(), round: $0.roundQuery(), under: $0.under())
        } values: {
            guard case .championship(let kind, let season, let round, let under) = $0 else { return nil }
            return [.year(season), .roundQuery(round), .kind(kind), .under(under)]
        },
        WebRoute("/{year}/progression", query: [.kind]) {
            try .progression($0.kind(), season: $0.year())
        } values: {
            guard case .progression(let kind, let season) = $0 else { return nil }
            return [.year(season), .kind(kind)]
        },
        WebRoute("/{year}/title", query: [.round]) {
            try .title(season: $0.year(), round: $0.roundQuery())
        } values: {
            guard case .title(let season, let round) = $0 else { return nil }
            return [.year(season), .roundQuery(round)]
        },
    ]

    private static let competitors = [
        WebRoute("/{year}/drivers/{id}") {
            try .driverSeason(season: $0.year(), driver: Driver.ID(rawValue: $0.id()))
        } values: {
            guard case .driverSeason(let season, let driver) = $0 else { return nil }
            return [.year(season), .id(driver.rawValue)]
        },
        WebRoute("/{year}/constructors/{id}") {
            try .constructorSeason(season: $0.year(), constructor: Constructor.ID(rawValue: $0.id()))
        } values: {
            guard case .constructorSeason(let season, let constructor) = $0 else { return nil }
            return [.year(season), .id(constructor.rawValue)]
        },
    ]
}
