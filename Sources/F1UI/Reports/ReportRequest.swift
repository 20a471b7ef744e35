import F1Domain
import F1UseCases

/// A report a person asks for, named by what it shows, with every season resolved to a year: the
/// one address of a report in every face. An `f1report` command line, an `f1web` address, a row
/// of a table and a screen pushed on an app's navigation stack all come down to one, so every
/// face loads the same report the same way.
public enum ReportRequest: Hashable, Sendable {
    /// The latest season at a glance.
    case overview
    case seasons
    /// A season's calendar.
    case season(Int)
    /// A race run: its classification; a race to come: its weekend's timetable.
    case race(season: Int, round: RoundSelector)
    /// A weekend's timetable with each session's state.
    case weekend(season: Int, round: RoundSelector)
    /// The session under way or about to start.
    case next
    case qualifying(season: Int, round: RoundSelector, segment: QualifyingSegment?)
    case sprintQualifying(season: Int, round: RoundSelector)
    case sprint(season: Int, round: RoundSelector)
    case grid(season: Int, round: RoundSelector)
    case pitStops(season: Int, round: RoundSelector)
    /// The source's published standings.
    case standings(StandingsScreen.Kind, season: Int)
    /// A championship computed from results, after `round` (the last run when nil), and scored
    /// again under other rules when `under` names them.
    case championship(StandingsScreen.Kind, season: Int, round: Int?, under: String?)
    case progression(StandingsScreen.Kind, season: Int)
    case title(season: Int, round: Int?)
    /// A season's scoring rules; nil for every system with the seasons that used it.
    case rules(season: Int?)
    /// Every champion; with `under`, beside those the other rules would have crowned.
    case champions(under: String?)
    /// A race lap by lap as a chart (positions, gaps, lap times, tyres), where the source has lap times.
    case raceChart(Chart.Kind, season: Int, round: RoundSelector)
    case driverSeason(season: Int, driver: Driver.ID)
    case constructorSeason(season: Int, constructor: Constructor.ID)
    /// Every team's drivers compared pair by pair: qualifying, race, points.
    case teammates(season: Int)
    /// Two drivers compared in the races both started, whatever their teams.
    case headToHead(season: Int, first: Driver.ID, second: Driver.ID)
    /// Two drivers compared season by season in every season both started a race, and in total.
    case headToHeadCareer(first: Driver.ID, second: Driver.ID)
    /// A question about the whole history: records, streaks, youngest and oldest, grid wins.
    case records(HistoryQuestion)
    /// Laps' speed, throttle, brake and gear over distance, with the delta to the quickest;
    /// `drivers` as a person names them (codes, numbers, surnames).
    case telemetry(SessionAddress, drivers: [String], lap: LapChoice)
    /// Each driver's best sectors, ideal lap and gap to it, marked purple, green or yellow.
    case sectors(SessionAddress)
    /// The circuit coloured along a lap by speed or gear, or by the quickest driver in each stretch.
    case trackMap(SessionAddress, drivers: [String], lap: LapChoice, by: TrackColouring)
}

/// What a track map colours along the lap.
public enum TrackColouring: String, CaseIterable, Hashable, Sendable {
    case speed, gear
    /// Which of the laps is quickest through each stretch.
    case fastest
}

extension ReportRequest {
    /// The season the report is of; nil for those of no one season (the overview, every season,
    /// what is next, every champion, every scoring system).
    public var season: Int? {
        switch self {
        case .overview, .seasons, .next, .champions, .rules(nil), .records, .headToHeadCareer: nil
        case .season(let season), .race(let season, _), .weekend(let season, _), .qualifying(let season, _, _), .sprintQualifying(let season, _),
            .sprint(let season, _), .grid(let season, _), .pitStops(let season, _), .standings(_, let season),
            .championship(_, let season, _, _), .progression(_, let season), .title(let season, _), .rules(let season?),
            .raceChart(_, let season, _), .driverSeason(let season, _), .constructorSeason(let season, _), .teammates(let season),
            .headToHead(let season, _, _):
            season
        case .telemetry(let address, _, _), .sectors(let address), .trackMap(let address, _, _, _):
            address.season
        }
    }

    /// What the report is, before its content says more: a face's title while it loads.
    public var title: String {
        switch self {
        case .overview: "The season at a glance"
        case .seasons: "Seasons"
        case .season(let year): "\(year) calendar"
        case .race(let season, let round): "\(season) \(round.phrase) race"
        case .weekend(let season, let round): "\(season) \(round.phrase) race weekend"
        case .next: "What is next"
        case .qualifying(let season, let round, let segment): "\(season) \(round.phrase) qualifying" + (segment.map { " (\($0.name))" } ?? "")
        case .sprintQualifying(let season, let round): "\(season) \(round.phrase) sprint qualifying"
        case .sprint(let season, let round): "\(season) \(round.phrase) sprint"
        case .grid(let season, let round): "\(season) \(round.phrase) starting grid"
        case .pitStops(let season, let round): "\(season) \(round.phrase) pit stops"
        case .standings(let kind, let season): "\(season) \(kind.possessive) standings"
        case .championship(let kind, let season, _, _): "\(season) \(kind.possessive) championship from results"
        case .progression(let kind, let season): "\(season) \(kind.possessive) championship, race by race"
        case .title(let season, _): "\(season) drivers' title"
        case .rules(let season?): "\(season) scoring rules"
        case .rules(nil): "Scoring rules"
        case .champions: "World champions"
        case .raceChart(let kind, let season, let round): "\(season) \(round.phrase) race: \(kind.rawValue)"
        case .driverSeason(let season, let driver): "\(season) season of \(driver.rawValue)"
        case .constructorSeason(let season, let constructor): "\(season) season of \(constructor.rawValue)"
        case .teammates(let season): "\(season) teammates head to head"
        case .headToHead(let season, let first, let second): "\(first.rawValue) v \(second.rawValue), \(season)"
        case .headToHeadCareer(let first, let second): "\(first.rawValue) v \(second.rawValue), career"
        case .records(let question): question.title
        case .telemetry(let address, let drivers, _): "\(address.phrase) telemetry" + (drivers.isEmpty ? "" : ": " + drivers.joined(separator: " v "))
        case .sectors(let address): "\(address.phrase) sectors"
        case .trackMap(let address, _, _, let colouring): "\(address.phrase) track map by \(colouring.rawValue)"
        }
    }
}

extension StandingsScreen.Kind {
    /// "drivers'" or "constructors'".
    public var possessive: String { self == .drivers ? "drivers'" : "constructors'" }
    /// The other championship.
    public var other: StandingsScreen.Kind { self == .drivers ? .constructors : .drivers }
}

extension SessionAddress {
    /// "2026 round 8 qualifying".
    fileprivate var phrase: String {
        "\(season) \(round.phrase) \(F1UI.sessionName(session, season: season).lowercased())"
    }
}

extension RoundSelector {
    /// "round 5", "next", "last".
    fileprivate var phrase: String {
        switch self {
        case .round(let number): "round \(number)"
        case .next: "next"
        case .last: "last"
        }
    }
}
