import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
import Testing

/// Every season's championships computed at once from f1db: the championships' own read
/// (`scoringResults`) gives the tables that each season's full results give, under the seasons'
/// own rules and under other systems, with and without a fastest-lap point.
@Suite(.serialized, .enabled(if: F1dbFolder.isPresent, "../shared/data/f1db is absent: the f1db history is not available"))
struct HistoryChampionsTests {
    /// The full reads are kept by the repository, so the three what-ifs read the history once.
    static let fullSource = try? F1dbRepository(path: F1dbFolder.data.path)

    static func load(scoring: Bool) throws -> LoadHistoryChampions {
        let source = try scoring ? F1dbRepository(path: F1dbFolder.data.path) : #require(fullSource)
        return LoadHistoryChampions(races: source, weekends: source, scoring: scoring ? source : nil, rulebook: try ScoringRulebook.builtIn())
    }

    @Test(arguments: [nil, "1991", "2019"])
    func theScoringReadGivesTheTablesOfTheFullResults(under: String?) async throws {
        let rules = under.map { LoadChampionship.Rules.named($0) }
        let fast = try await Self.load(scoring: true)(under: rules)
        let full = try await Self.load(scoring: false)(under: rules)
        #expect(fast.map(\.season) == full.map(\.season))
        #expect(fast.count >= 77 && fast.first?.season == 1950)
        for (fast, full) in zip(fast, full) {
            #expect(fast.table == full.table, "\(fast.season)")
            #expect(fast.whatIf == full.whatIf, "\(fast.season)")
            #expect(fast.scheduledRounds == full.scheduledRounds, "\(fast.season)")
            #expect((fast.whatIf != nil) == (under != nil))
        }
    }

    @Test func nineteenEightyEightUnderNineteenNinetyOneRulesIsProsts() async throws {
        let seasons = try await Self.load(scoring: true)(under: .named("1991"))
        let season = try #require(seasons.first { $0.season == 1988 })
        // Best 11 of 16 gave Senna the title on 90 counted points against Prost's 87; with ten for
        // a win and every result counting, Prost's seven wins and seven seconds make 112.
        #expect(season.table.drivers.first?.entrant.id == "ayrton-senna")
        #expect(season.table.drivers.first?.points == 90)
        #expect(season.whatIf?.drivers.first?.entrant.id == "alain-prost")
        #expect(season.whatIf?.drivers.first?.points == 112)
        #expect(season.whatIf?.drivers.dropFirst().first?.entrant.id == "ayrton-senna")
        #expect(season.whatIf?.system.id == "1991")
    }

    @Test func theSeasonInProgressHasLeadersNotChampions() async throws {
        let seasons = try await Self.load(scoring: true)()
        let latest = try #require(seasons.last)
        #expect(seasons.dropLast().allSatisfy { $0.isComplete })
        #expect(latest.season >= 2026)
        #expect(latest.isComplete == (latest.table.round >= latest.scheduledRounds))
        let champions2023 = try #require(seasons.first { $0.season == 2023 })
        #expect(champions2023.table.drivers.first?.entrant.id == "max-verstappen")
        #expect(champions2023.table.constructors.first?.entrant.constructor.id == "red-bull")
    }
}
