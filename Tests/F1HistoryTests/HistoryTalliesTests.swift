import Foundation
import GRDB
import Testing

/// The index's career tallies against f1db's files read without F1Kit, and against the known
/// totals of this copy (f1db up to 2026 round 11).
@Suite(.enabled(if: SharedHistory.isPresent, Comment(rawValue: SharedHistory.absent)))
struct HistoryTalliesTests {
    static let independent = Task<IndependentTally, any Error> { try IndependentTally(data: SharedHistory.data) }

    /// `SELECT driver_id, count(*) ... GROUP BY driver_id` over race_results where `condition`.
    func tally(_ condition: String) async throws -> [String: Int] {
        try await SharedHistory.database().read { db in
            var tally: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT driver_id, count(*) AS n FROM race_results WHERE \(condition) GROUP BY driver_id") {
                tally[row["driver_id"]] = row["n"]
            }
            return tally
        }
    }

    @Test func theTopTwentyInWinsAreTheFilesOwn() async throws {
        let expected = IndependentTally.topTwenty(try await Self.independent.value.wins)
        #expect(expected.count >= 20)
        #expect(IndependentTally.topTwenty(try await tally("position = 1")) == expected)
    }

    @Test func theTopTwentyInPodiumsAreTheFilesOwn() async throws {
        let expected = IndependentTally.topTwenty(try await Self.independent.value.podiums)
        #expect(expected.count >= 20)
        #expect(IndependentTally.topTwenty(try await tally("position <= 3")) == expected)
    }

    @Test func theTopTwentyInPolesAreTheFilesOwn() async throws {
        let expected = IndependentTally.topTwenty(try await Self.independent.value.poles)
        #expect(expected.count >= 20)
        #expect(IndependentTally.topTwenty(try await tally("pole")) == expected)
    }

    /// The well-known totals: Hamilton's 106 wins and Schumacher's 91; 104 poles for Hamilton by
    /// the end of 2024 and Schumacher's 68 (one of them France 1996, where he did not start).
    @Test func theKnownTotals() async throws {
        let wins = try await tally("position = 1")
        #expect(wins["lewis-hamilton"] == 106)
        #expect(wins["michael-schumacher"] == 91)
        let poles = try await tally("pole AND season <= 2024")
        #expect(poles["lewis-hamilton"] == 104)
        #expect(poles["michael-schumacher"] == 68)
        #expect(poles["kevin-magnussen"] == 1)
    }
}
