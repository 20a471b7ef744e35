import F1Domain
import F1UseCases
import Observation

/// Two drivers compared across their careers (`f1report head-to-head A B career`): the totals,
/// then every season both started a race in.
@MainActor
@Observable
public final class HeadToHeadCareerScreen: ReportScreen {
    /// One season, or the career's total: its figures as shown, the career's first driver's first.
    public struct Row: Hashable, Sendable {
        public var season: Int?
        public var team: String
        public var teamID: Constructor.ID?
        /// "12–10", or empty when no round has both drivers' qualifying.
        public var qualifying: String
        /// "8–6", or empty when no race had both classified.
        public var race: String
        /// "245–150".
        public var points: String
        public var races: String
    }

    public struct Content: Equatable, Sendable {
        /// "Lewis Hamilton v Nico Rosberg, career".
        public var title: String
        public var total: Row
        /// Oldest first.
        public var seasons: [Row]
        /// "Mercedes (2013–2016)", or empty for drivers never teammates.
        public var sharedTeams: String
        public var career: HeadToHeadCareer
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, load: @escaping @Sendable () async throws -> HeadToHeadCareer) {
        loader = ContentLoader { Self.makeContent(from: try await load(), format: format) }
    }

    package nonisolated static func makeContent(from career: HeadToHeadCareer, format: F1UI.Format) -> Content {
        func row(_ pair: HeadToHead, season: Int?) -> Row {
            Row(
                season: season, team: pair.sharedTeams.map(\.name).joined(separator: ", "),
                teamID: pair.sharedTeams.count == 1 ? pair.sharedTeams.first?.id : nil, qualifying: tally(pair.qualifying),
                race: tally(pair.race), points: format.points(pair.firstPoints) + "–" + format.points(pair.secondPoints),
                races: String(pair.races))
        }
        let teams = career.sharedTeams.map { "\($0.constructor.name) (\(years($0.seasons)))" }
        return Content(
            title: "\(career.total.first.fullName) v \(career.total.second.fullName), career", total: row(career.total, season: nil),
            seasons: career.seasons.map { row($0.pair, season: $0.season) }, sharedTeams: teams.joined(separator: ", "), career: career)
    }

    nonisolated static func tally(_ tally: HeadToHead.Tally) -> String {
        tally.compared == 0 ? "" : "\(tally.first)–\(tally.second)"
    }

    /// "2013–2016", "2007", "2010, 2012–2013".
    nonisolated static func years(_ seasons: [Int]) -> String {
        seasons.sorted().consecutiveRuns.map { $0.count == 1 ? String($0.lowerBound) : "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ")
    }

    public func document(_ builder: ReportBuilder) -> ReportDocument? {
        state.content.map(builder.headToHeadCareer)
    }
}

extension ReportBuilder {
    /// The career's totals as facts, then a line per season: qualifying, race and points, the
    /// career's first driver's figure first.
    public func headToHeadCareer(_ content: HeadToHeadCareerScreen.Content) -> ReportDocument {
        let career = content.career
        let total = content.total
        var facts = [
            ReportDocument.Fact(.seasons, "\(career.seasons.count) (\(HeadToHeadCareerScreen.years(career.seasons.map(\.season))))"),
            .init(.races, "\(career.total.races) both started"),
            .init(.qualifyingRounds, "\(career.qualifyingRounds) of \(career.total.races)"),
            .init(.qualifyingAhead, total.qualifying.isEmpty ? "no round with both" : total.qualifying),
            .init(.finishedAhead, total.race.isEmpty ? "no race with both classified" : total.race),
            .init(.pointsTogether, total.points),
        ]
        if !content.sharedTeams.isEmpty { facts.append(.init(.teammates, content.sharedTeams)) }
        let (first, second) = (career.total.first, career.total.second)
        let columns: [ReportDocument.Column] = [
            .init("season", "Season"), .init("team", "Teammates at", flexible: true, drop: 1),
            .init("qualifying", "Qualifying", .right), .init("race", "Race", .right),
            .init("points", "Points", .right), .init("races", "Races", .right, drop: 2),
        ]
        let rows = content.seasons.map { row in
            ReportDocument.Row(
                [
                    .init(row.season.map(String.init) ?? "", .strong), row.teamID.map { team(row.team, $0) } ?? .init(row.team),
                    .init(row.qualifying), .init(row.race), .init(row.points), .init(row.races, .secondary),
                ],
                route: row.season.map { .headToHead(season: $0, first: first.id, second: second.id) })
        }
        return ReportDocument(
            title: content.title, source: source, facts: facts,
            sections: [
                .init(
                    title: "Season by season", key: "seasons", columns: columns, rows: rows,
                    lines: [
                        "\(first.fullName)'s figure first. Only the seasons both started a race in; qualifying counts the rounds both "
                            + "qualified, race the races both were classified in, points those races'."
                    ])
            ])
    }
}

extension ReportDocument.Fact.Key {
    public static let pointsTogether = Self("pointsTogether", label: "Points together")
    public static let teammates = Self("teammates", label: "Teammates at")
}
