import F1Domain
import F1UseCases
import Observation

/// Drivers compared head to head: every team's pair of a season (`f1report teammates`), or two
/// drivers asked for (`f1report head-to-head`).
@MainActor
@Observable
public final class HeadToHeadScreen: ReportScreen {
    /// One pair: the team, the two drivers and how they compare.
    public struct Row: Hashable, Sendable {
        public var team: String
        public var teamID: Constructor.ID?
        public var first: String
        public var firstID: Driver.ID
        public var second: String
        public var secondID: Driver.ID
        /// "12–10": who qualified ahead, first's count first.
        public var qualifying: String
        /// "8–6": who finished ahead when both were classified.
        public var race: String
        /// "245–150".
        public var points: String
        public var races: String
    }

    public struct Content: Equatable, Sendable {
        /// "2025 teammates head-to-head", or "Max Verstappen v Yuki Tsunoda, 2025".
        public var title: String
        public var rows: [Row]
        public var headToHead: HeadToHeadSeason
        /// Two drivers asked for, whose row opens their career; false for every team's pairs.
        public var twoAskedFor: Bool
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    /// `load` gives the season's pairs; `title` names them, or without one the pair's drivers do.
    public init(title: String?, format: F1UI.Format, load: @escaping @Sendable () async throws -> HeadToHeadSeason) {
        loader = ContentLoader(emptiness: Self.emptiness) { Self.makeContent(from: try await load(), title: title, format: format) }
    }

    package nonisolated static func makeContent(from season: HeadToHeadSeason, title: String?, format: F1UI.Format) -> Content {
        let rows = season.pairs.map { pair in
            Row(
                team: pair.constructor?.name ?? "", teamID: pair.constructor?.id, first: pair.first.fullName, firstID: pair.first.id,
                second: pair.second.fullName, secondID: pair.second.id, qualifying: tally(pair.qualifying), race: tally(pair.race),
                points: format.points(pair.firstPoints) + "–" + format.points(pair.secondPoints), races: String(pair.races))
        }
        let named = season.pairs.first.map { "\($0.first.fullName) v \($0.second.fullName), \(season.season)" }
        return Content(title: title ?? named ?? "\(season.season) head to head", rows: rows, headToHead: season, twoAskedFor: title == nil)
    }

    private nonisolated static func tally(_ tally: HeadToHead.Tally) -> String {
        tally.compared == 0 ? "" : "\(tally.first)–\(tally.second)"
    }

    private nonisolated static func emptiness(_ content: Content) -> String? {
        content.rows.isEmpty ? "No two of these drivers started the same race in \(content.headToHead.season)." : nil
    }

    public func document(_ builder: ReportBuilder) -> ReportDocument? {
        state.content.map(builder.headToHead)
    }
}

extension ReportBuilder {
    /// Each pair on a line: qualifying, race and points, first driver's figure first.
    public func headToHead(_ content: HeadToHeadScreen.Content) -> ReportDocument {
        let season = content.headToHead.season
        var facts = [
            ReportDocument.Fact(.races, "\(content.headToHead.racesRun) run"),
            .init(.qualifyingRounds, "\(content.headToHead.qualifyingRounds) of \(content.headToHead.racesRun)"),
        ]
        if let pair = content.rows.first, content.rows.count == 1 {
            facts += [
                .init(.qualifyingAhead, pair.qualifying.isEmpty ? "no round with both" : pair.qualifying),
                .init(.finishedAhead, pair.race.isEmpty ? "no race with both classified" : pair.race),
            ]
        }
        let columns: [ReportDocument.Column] = [
            .init("team", "Team", flexible: true, drop: 1), .init("first", "Driver", flexible: true),
            .init("second", content.rows.allSatisfy { $0.teamID != nil } ? "Teammate" : "Versus", flexible: true),
            .init("qualifying", "Qualifying", .right), .init("race", "Race", .right),
            .init("points", "Points", .right), .init("races", "Races", .right, drop: 2),
        ]
        let rows = content.rows.map { row in
            ReportDocument.Row(
                [
                    row.teamID.map { team(row.team, $0) } ?? .init(row.team), .init(row.first, .strong), .init(row.second),
                    .init(row.qualifying), .init(row.race), .init(row.points), .init(row.races, .secondary),
                ],
                route: content.twoAskedFor
                    ? .headToHeadCareer(first: row.firstID, second: row.secondID)
                    : .headToHead(season: season, first: row.firstID, second: row.secondID))
        }
        return ReportDocument(
            title: content.title, source: source, facts: facts,
            sections: [
                .init(
                    title: "Head to head", key: "pairs", columns: columns, rows: rows,
                    lines: ["Qualifying counts the rounds both qualified; race, the races both were classified in; points, those races'."])
            ])
    }
}

extension ReportDocument.Fact.Key {
    public static let qualifyingRounds = Self("qualifyingRounds", label: "Qualifying known")
    public static let qualifyingAhead = Self("qualifyingAhead", label: "Qualified ahead")
    public static let finishedAhead = Self("finishedAhead", label: "Finished ahead")
}
