import F1Domain
import F1UseCases
import Observation

/// The history's records: career counts, streaks, youngest and oldest, wins from the lowest grid
/// places (`f1report records`, `streaks`, `youngest`, `oldest`, `grid-wins`).
@MainActor
@Observable
public final class RecordsScreen: ReportScreen {
    public struct Content: Equatable, Sendable {
        public var title: String
        public var question: HistoryQuestion
        public var answer: HistoryAnswer
        /// A count's figures as shown: "106", "4639.5".
        public var values: [String]
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(question: HistoryQuestion, title: String, format: F1UI.Format, load: @escaping @Sendable () async throws -> HistoryAnswer) {
        loader = ContentLoader(emptiness: Self.emptiness) {
            let answer = try await load()
            var values: [String] = []
            if case .counts(let entries) = answer { values = entries.map { format.points($0.value) } }
            return Content(title: title, question: question, answer: answer, values: values)
        }
    }

    private nonisolated static func emptiness(_ content: Content) -> String? {
        content.answer.isEmpty ? "No driver has a record of this kind among the races asked about." : nil
    }

    public func document(_ builder: ReportBuilder) -> ReportDocument? {
        state.content.map(builder.records)
    }
}

extension ReportBuilder {
    /// One table: the place, who, and the record's figures.
    public func records(_ content: RecordsScreen.Content) -> ReportDocument {
        let columns: [ReportDocument.Column]
        let rows: [ReportDocument.Row]
        var lines: [String] = []
        switch content.answer {
        case .counts(let entries):
            let label = content.question.countLabel
            columns = [
                .init("place", "#", .right), .init("driver", "Driver", flexible: true), .init("nationality", "Nationality", drop: 1),
                .init("value", label, .right),
            ]
            rows = zip(entries, content.values).map { entry, value in
                ReportDocument.Row([
                    .init(String(entry.place)), .init(entry.driver.fullName, .strong), .init(entry.driver.nationality ?? ""), .init(value),
                ])
            }
            lines = ["Ties share a place."]
            if case .counts(.points, _, _, _) = content.question {
                lines.append("Points are every point scored, race and sprint, before dropped scores.")
            }
        case .streaks(let streaks):
            columns = [
                .init("place", "#", .right), .init("name", "Name", flexible: true), .init("length", "Races", .right),
                .init("from", "From", flexible: true, drop: 1), .init("to", "To", flexible: true, drop: 1),
            ]
            rows = streaks.map { streak in
                ReportDocument.Row([
                    .init(String(streak.place)), .init(streak.name, .strong), .init(String(streak.length) + (streak.isCurrent ? " (running)" : "")),
                    .init(Self.race(streak.first)), .init(Self.race(streak.last)),
                ])
            }
            lines = [
                "A streak counts consecutive races entered: a race not entered neither breaks nor lengthens it; a race entered and not counted"
                    + " (a retirement, a failure to qualify) ends it. Points streaks count race points, sprints aside."
            ]
        case .ages(let records):
            columns = [
                .init("place", "#", .right), .init("driver", "Driver", flexible: true), .init("age", "Age", .right),
                .init("race", "Race", flexible: true),
            ]
            rows = records.map { record in
                ReportDocument.Row([
                    .init(String(record.place)), .init(record.driver.fullName, .strong),
                    .init("\(record.age.years) years \(record.age.days) days"), .init(Self.race(record.race)),
                ])
            }
            lines = ["Each driver once, at the first time (youngest) or the last (oldest); age on race day."]
        case .gridWins(let wins):
            columns = [
                .init("place", "#", .right), .init("driver", "Driver", flexible: true), .init("grid", "Grid", .right),
                .init("race", "Race", flexible: true),
            ]
            rows = wins.map { win in
                ReportDocument.Row([
                    .init(String(win.place)), .init(win.driver.fullName, .strong), .init(win.grid.map(String.init) ?? "pit lane"),
                    .init(Self.race(win.race)),
                ])
            }
        }
        return ReportDocument(
            title: content.title, source: source,
            sections: [.init(title: "Records", key: "records", columns: columns, rows: rows, lines: lines)])
    }

    /// "2016 Spanish Grand Prix".
    nonisolated static func race(_ race: HistoryRace) -> String {
        "\(race.season) \(race.name)"
    }
}

extension HistoryQuestion {
    /// The records an app steps through, one after another (f1tracker's left and right on a record).
    public static let tour: [ReportRequest] =
        [RecordCount.wins, .poles, .podiums, .fastestLaps, .points, .starts, .titles].map {
            .records(.counts($0, RecordFilter(), under: nil, top: 10))
        }
        + StreakKind.allCases.map { .records(.streaks($0, .drivers, top: 10)) }
        + AgeRecordKind.allCases.map { .records(.ages($0, youngest: true, top: 10)) }
        + AgeRecordKind.allCases.map { .records(.ages($0, youngest: false, top: 10)) }
        + [.records(.gridWins(RecordFilter(), top: 10))]

    /// What a count's column is headed.
    var countLabel: String {
        guard case .counts(let count, _, let under, _) = self else { return "" }
        return count == .points && under != nil ? "Points (\(under ?? ""))" : count.label
    }

    /// "Most wins since 2010 for ferrari", "Longest winning streaks", "Youngest winners".
    public var title: String {
        switch self {
        case .counts(let count, let filter, let under, _):
            "Most " + count.label.lowercased() + (under.map { " under \($0) rules" } ?? "") + filter.phrase
        case .streaks(let kind, let subject, _):
            "Longest \(kind.adjective) streaks" + subject.phrase
        case .ages(let kind, let youngest, _):
            (youngest ? "Youngest " : "Oldest ") + kind.noun
        case .gridWins(let filter, _):
            "Wins from the lowest grid places" + filter.phrase
        }
    }
}

extension RecordCount {
    public var label: String {
        switch self {
        case .wins: "Wins"
        case .poles: "Poles"
        case .podiums: "Podiums"
        case .fastestLaps: "Fastest laps"
        case .points: "Points"
        case .starts: "Starts"
        case .titles: "Titles"
        case .lapsLed: "Laps led"
        }
    }
}

extension RecordCount {
    /// "FastestLaps": the count as a word of an API operation's name.
    public var operationName: String { rawValue.split(separator: "-").map { $0.capitalized }.joined() }
}

extension StreakKind {
    var adjective: String {
        switch self {
        case .wins: "winning"
        case .podiums: "podium"
        case .points: "points"
        case .poles: "pole"
        }
    }
}

extension AgeRecordKind {
    var noun: String {
        switch self {
        case .winners: "winners"
        case .pole: "pole-sitters"
        case .starters: "starters"
        }
    }
}

extension StreakSubject {
    var phrase: String {
        switch self {
        case .drivers: ""
        case .driver(let id): " of \(id.rawValue)"
        case .team(let id): " of \(id.rawValue)"
        }
    }
}

extension RecordFilter {
    /// " since 2010 at monza": the filters as words.
    var phrase: String {
        var words = ""
        switch (since, until) {
        case (let since?, let until?): words += since == until ? " in \(since)" : " from \(since) to \(until)"
        case (let since?, nil): words += " since \(since)"
        case (nil, let until?): words += " until \(until)"
        case (nil, nil): break
        }
        if let nationality { words += " by \(nationality) drivers" }
        if let team { words += " for \(team.rawValue)" }
        if let circuit { words += " at \(circuit.rawValue)" }
        return words
    }
}
