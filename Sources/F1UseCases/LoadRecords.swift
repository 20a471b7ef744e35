import F1Domain

/// A question about the whole history, as `f1report records`, `streaks`, `youngest`, `oldest`
/// and `grid-wins` ask it.
public enum HistoryQuestion: Hashable, Sendable {
    /// Career counts; `under` scores `.points` under one system for every era.
    case counts(RecordCount, RecordFilter, under: String?, top: Int)
    case streaks(StreakKind, StreakSubject, top: Int)
    case ages(AgeRecordKind, youngest: Bool, top: Int)
    /// Wins from the lowest grid places.
    case gridWins(RecordFilter, top: Int)
}

/// A question's answer: one list, of the kind the question asks for.
public enum HistoryAnswer: Hashable, Sendable {
    case counts([RecordEntry])
    case streaks([Streak])
    case ages([AgeRecord])
    case gridWins([GridWin])

    public var isEmpty: Bool {
        switch self {
        case .counts(let rows): rows.isEmpty
        case .streaks(let rows): rows.isEmpty
        case .ages(let rows): rows.isEmpty
        case .gridWins(let rows): rows.isEmpty
        }
    }
}

/// Answers the history's questions from the source's index; points under one system for every
/// era are each season's results scored by the rules engine (`LoadHistoryChampions`), read from
/// the same index.
public struct LoadRecords: Sendable {
    let source: any ReportSource

    public init(source: any ReportSource) {
        self.source = source
    }

    public func callAsFunction(_ question: HistoryQuestion) async throws -> HistoryAnswer {
        guard let records = source.recordsRepository else { throw RecordsError.noIndex }
        switch question {
        case .counts(.points, let filter, let under?, let top):
            return .counts(try await points(under: under, filter: filter, top: top))
        case .counts(let count, let filter, _, let top):
            return .counts(try await records.records(count, filter: filter, top: top))
        case .streaks(let kind, let subject, let top):
            return .streaks(try await records.streaks(kind, of: subject, top: top))
        case .ages(let kind, let youngest, let top):
            return .ages(try await records.ageRecords(kind, youngest: youngest, top: top))
        case .gridWins(let filter, let top):
            return .gridWins(try await records.gridWins(filter: filter, top: top))
        }
    }

    /// Every point each driver would have scored under `under`, season by season (before dropped
    /// scores, as the era's own points are counted).
    private func points(under: String, filter: RecordFilter, top: Int) async throws -> [RecordEntry] {
        if filter.team != nil { throw RecordsError.filterNotApplicable("a team", count: .points) }
        if filter.circuit != nil { throw RecordsError.filterNotApplicable("a circuit", count: .points) }
        let load = LoadHistoryChampions(
            races: source.raceRepository, weekends: source.weekendRepository, scoring: source.scoringRepository, rulebook: try source.rulebook())
        var totals: [Driver.ID: (driver: Driver, points: Double)] = [:]
        for season in try await load(under: .named(under)) {
            guard filter.since.map({ season.season >= $0 }) ?? true, filter.until.map({ season.season <= $0 }) ?? true else { continue }
            for standing in season.whatIf?.drivers ?? [] {
                let driver = standing.entrant
                if let nationality = filter.nationality, driver.nationality?.lowercased() != nationality.lowercased() { continue }
                totals[driver.id, default: (driver, 0)].points += standing.grossPoints
            }
        }
        return Self.ranked(totals.values.map { ($0.driver, $0.points) }, top: top)
    }

    /// Best first, ties sharing a place, down to the `top`th place; nothing at zero.
    static func ranked(_ values: [(Driver, Double)], top: Int) -> [RecordEntry] {
        let sorted = values.filter { $0.1 > 0 }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.id < $1.0.id }
        var entries: [RecordEntry] = []
        for (offset, (driver, value)) in sorted.enumerated() {
            let place = entries.last.map { $0.value == value ? $0.place : offset + 1 } ?? 1
            guard place <= top else { break }
            entries.append(RecordEntry(place: place, driver: driver, value: value))
        }
        return entries
    }
}
