import Foundation
import Testing

/// `f1report teammates` and `f1report head-to-head` through the real binary: answers held to the
/// official record where the history is at hand, the faces agreeing, and a driver not in the
/// season named in one sentence.
@Suite struct HeadToHeadReportTests {
    static func pairs(_ arguments: [String]) async throws -> [[String: Any]] {
        let object = try await OutputFormatTests.json(arguments)
        return try #require(object["pairs"] as? [[String: Any]])
    }

    static func id(_ pair: [String: Any], _ key: String) -> String? {
        (pair[key] as? [String: Any])?["id"] as? String
    }

    static func tally(_ pair: [String: Any], _ key: String) -> [Int] {
        let tally = pair[key] as? [String: Any]
        return [tally?["first"] as? Int ?? -1, tally?["second"] as? Int ?? -1]
    }

    /// 1988: Senna out-qualified Prost 14 times to 2, and Prost scored 105 points (87 counted)
    /// to Senna's 94 (90 counted) (f1db's own season totals; FIA classification).
    @Test(.enabled(if: SharedData.hasF1db, SharedData.noF1db))
    func sennaAndProstIn1988AsTheRecordHasThem() async throws {
        let source = ["--source", "f1db", "--f1db", SharedData.f1dbData.path]
        let pairs = try await Self.pairs(["head-to-head", "ayrton-senna", "alain-prost", "1988"] + source)
        let pair = try #require(pairs.first)
        #expect(pairs.count == 1 && Self.id(pair, "constructor") == "mclaren" && pair["races"] as? Int == 16)
        #expect(Self.id(pair, "first") == "alain-prost" && Self.id(pair, "second") == "ayrton-senna")
        #expect(Self.tally(pair, "qualifying") == [2, 14])
        let points = pair["points"] as? [String: Any]
        #expect(points?["first"] as? Double == 105 && points?["second"] as? Double == 94)
        // The same pair is McLaren's line of the season's teammates.
        let teammates = try await Self.pairs(["teammates", "1988"] + source)
        let mclaren = try #require(teammates.first { Self.id($0, "constructor") == "mclaren" })
        #expect(Self.tally(mclaren, "qualifying") == [2, 14] && Self.tally(mclaren, "race") == Self.tally(pair, "race"))
    }

    @Test func theTextShowsTheValuesTheJSONHas() async throws {
        let pairs = try await Self.pairs(["teammates"])
        let text = try await ReportRunner.run(["teammates", "--time-zone", "UTC"])
        #expect(text.status == 0 && !pairs.isEmpty)
        for pair in pairs {
            let qualifying = Self.tally(pair, "qualifying").map(String.init).joined(separator: "–")
            let race = Self.tally(pair, "race").map(String.init).joined(separator: "–")
            let first = (pair["first"] as? [String: Any])?["name"] as? String ?? "?"
            let line = text.stdout.split(separator: "\n").first { $0.contains(first) }
            #expect(line?.contains(qualifying) == true && line?.contains(race) == true, "\(first): \(line ?? "no line")")
        }
    }

    @Test func aDriverNotInTheSeasonIsOneSentence() async throws {
        let outcome = try await ReportRunner.run(["head-to-head", "max_verstappen", "senna", "2025"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.split(separator: "\n").count == 1 && outcome.stderr.contains("senna"), "\(outcome.stderr)")
    }

    @Test func oneDriverIsRefusedWithTheUsage() async throws {
        let outcome = try await ReportRunner.run(["head-to-head", "max_verstappen"])
        #expect(outcome.status == 64 && outcome.stderr.contains("two drivers"))
    }
}
