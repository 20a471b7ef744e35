import F1Domain

/// What a career record counts, per driver.
public enum RecordCount: String, CaseIterable, Sendable {
    case wins, poles, podiums
    case fastestLaps = "fastest-laps"
    /// Race and sprint points as scored in their era (every point, before dropped scores).
    case points
    /// Races started: every result but a failure to qualify or a withdrawal before the start.
    case starts
    /// Drivers' championships of seasons complete.
    case titles
    /// Not held by f1db: asked for, it is refused with the reason (`RecordsError.notHeld`).
    case lapsLed = "laps-led"
}

/// Which races a record counts; every field nil counts them all.
public struct RecordFilter: Hashable, Sendable {
    public var since: Int?
    public var until: Int?
    /// Results for this team only (titles: seasons the driver scored for it).
    public var team: Constructor.ID?
    /// Drivers of this nationality, an adjective as the source gives it ("British"), any case.
    public var nationality: String?
    public var circuit: Circuit.ID?

    public init(since: Int? = nil, until: Int? = nil, team: Constructor.ID? = nil, nationality: String? = nil, circuit: Circuit.ID? = nil) {
        self.since = since
        self.until = until
        self.team = team
        self.nationality = nationality
        self.circuit = circuit
    }
}

/// A driver's place in a record: ties share a place.
public struct RecordEntry: Hashable, Sendable {
    public var place: Int
    public var driver: Driver
    public var value: Double

    public init(place: Int, driver: Driver, value: Double) {
        self.place = place
        self.driver = driver
        self.value = value
    }
}

/// A race in the history, as the records name it.
public struct HistoryRace: Hashable, Sendable {
    public var season: Int
    public var round: Int
    public var name: String
    public var date: CalendarDate

    public init(season: Int, round: Int, name: String, date: CalendarDate) {
        self.season = season
        self.round = round
        self.name = name
        self.date = date
    }
}

/// What a streak counts, race after race entered.
public enum StreakKind: String, CaseIterable, Sendable {
    /// Races won; podiums: in the first three; points: points scored in the race (the sprint
    /// aside); poles: on the first grid slot.
    case wins, podiums, points, poles
}

/// Whose streaks: every driver's, one driver's own runs, or a team's (a race counts for a team
/// when any of its cars does).
public enum StreakSubject: Hashable, Sendable {
    case drivers
    case driver(Driver.ID)
    case team(Constructor.ID)
}

/// A run of consecutive races entered, each one counted. A race the driver (or team) did not
/// enter neither breaks nor lengthens it; a race entered and not counted ends it. Entered means a
/// row in the race's results, a failure to qualify or a withdrawal included.
public struct Streak: Hashable, Sendable {
    public var place: Int
    /// The driver's name, or the team's.
    public var name: String
    public var id: String
    public var length: Int
    public var first: HistoryRace
    public var last: HistoryRace
    /// True while the run is still going: the last race counted is the driver's (or team's) last entered.
    public var isCurrent: Bool

    public init(place: Int, name: String, id: String, length: Int, first: HistoryRace, last: HistoryRace, isCurrent: Bool) {
        self.place = place
        self.name = name
        self.id = id
        self.length = length
        self.first = first
        self.last = last
        self.isCurrent = isCurrent
    }
}

/// Youngest or oldest to do something.
public enum AgeRecordKind: String, CaseIterable, Sendable {
    /// Won a race; on pole; started a race.
    case winners, pole, starters
}

/// A driver's age on race day, in whole years and the days since the last birthday.
public struct AgeOnRaceDay: Hashable, Comparable, Sendable {
    public var years: Int
    public var days: Int
    /// The days from birth to race day, which orders ages.
    public var totalDays: Int

    public init(born: CalendarDate, on day: CalendarDate) {
        var years = day.year - born.year
        if (day.month, day.day) < (born.month, born.day) { years -= 1 }
        let lastBirthday = CalendarDate.birthday(of: born, in: born.year + years)
        self.years = years
        self.days = lastBirthday.days(until: day)
        self.totalDays = born.days(until: day)
    }

    public static func < (lhs: AgeOnRaceDay, rhs: AgeOnRaceDay) -> Bool { lhs.totalDays < rhs.totalDays }
}

extension CalendarDate {
    /// The birthday in `year`; 29 February falls on 1 March in a year without it.
    static func birthday(of born: CalendarDate, in year: Int) -> CalendarDate {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        if born.month == 2, born.day == 29, !leap { return CalendarDate(year: year, month: 3, day: 1) }
        return CalendarDate(year: year, month: born.month, day: born.day)
    }
}

/// A driver's first (youngest) or last (oldest) time, each driver once.
public struct AgeRecord: Hashable, Sendable {
    public var place: Int
    public var driver: Driver
    public var race: HistoryRace
    public var age: AgeOnRaceDay

    public init(place: Int, driver: Driver, race: HistoryRace, age: AgeOnRaceDay) {
        self.place = place
        self.driver = driver
        self.race = race
        self.age = age
    }
}

/// A race won from a grid place, lowest places first (a pit-lane start counts as the last).
public struct GridWin: Hashable, Sendable {
    public var place: Int
    public var driver: Driver
    public var race: HistoryRace
    /// The grid place; nil for a start from the pit lane.
    public var grid: Int?

    public init(place: Int, driver: Driver, race: HistoryRace, grid: Int?) {
        self.place = place
        self.driver = driver
        self.race = race
        self.grid = grid
    }
}

/// Why a record cannot be answered.
public enum RecordsError: Error, Hashable, Sendable {
    /// The source does not hold what the record counts; `why` says what would hold it.
    case notHeld(RecordCount, why: String)
    /// The filter does not apply to this count (e.g. a circuit for titles).
    case filterNotApplicable(String, count: RecordCount)
    /// No such driver in the history.
    case unknownDriver(String)
    case unknownTeam(String)
    /// The source has no index of the whole history to answer from.
    case noIndex
    /// The API's cache holds no whole season to fill an index with.
    case nothingFetched
}

/// The history's records, answered by a source that holds the whole history as an index: every
/// count, streak and age record in one query each.
public protocol HistoryRecordsRepository: Sendable {
    /// Career counts, best first, down to the `top`th place (everyone tied there included).
    /// `.points` are as scored in their era.
    func records(_ count: RecordCount, filter: RecordFilter, top: Int) async throws -> [RecordEntry]
    /// The longest streaks, longest first, down to the `top`th place.
    func streaks(_ kind: StreakKind, of subject: StreakSubject, top: Int) async throws -> [Streak]
    /// Each driver's first (`youngest`) or last time, youngest (or oldest) first.
    func ageRecords(_ kind: AgeRecordKind, youngest: Bool, top: Int) async throws -> [AgeRecord]
    /// Wins from the lowest grid places, lowest first.
    func gridWins(filter: RecordFilter, top: Int) async throws -> [GridWin]
}

extension RecordsError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notHeld(let count, let why): "There is no \(count.rawValue) record: \(why)."
        case .filterNotApplicable(let filter, let count):
            "A \(count.rawValue) record cannot be narrowed to \(filter.hasPrefix("a ") ? filter : "'\(filter)'")."
        case .unknownDriver(let id): "No driver \(id) in the history: give a driver's id as the JSON output gives it (max-verstappen in f1db)."
        case .unknownTeam(let id): "No team \(id) in the history: give a team's id as the JSON output gives it (red-bull in f1db)."
        case .noIndex:
            "This source has no index of the whole history: records are answered from an f1db checkout (--f1db PATH) or from the seasons the API's cache holds (--source api)."
        case .nothingFetched:
            "The API's cache holds no whole season yet (a calendar, its results and both final tables): show a season's reports with --source api first, or use --f1db PATH for the whole history."
        }
    }
}
