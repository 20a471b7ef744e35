import Foundation
import Testing
import YAMLKit

/// The f1db data folder at `../shared/data/f1db/data` from the project root, if present.
enum F1DBData {
    static let directory: URL? = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/data/f1db/data").standardizedFileURL
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()
}

/// The f1db checkout beside the project, when present: real files must parse and decode.
@Suite(.enabled(if: F1DBData.directory != nil, "needs ../shared/data/f1db/data beside the project"))
struct RealDataTests {
    struct Row: Decodable {
        var position: String
        var driverNumber: Int
        var driverId: String
        var laps: Int?
        var time: String?
        var points: Double?
        var gridPosition: String?
    }

    struct Driver: Decodable {
        var id: String
        var fullName: String
        var dateOfBirth: Date
        var dateOfDeath: Date?
        var permanentNumber: String?
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        let directory = try #require(F1DBData.directory)
        return [UInt8](try Data(contentsOf: directory.appendingPathComponent(path)))
    }

    @Test func bahrain2023RaceResults() throws {
        let path = "seasons/2023/races/01-bahrain/race-results.yml"
        let rows = try YAMLDecoder().decode([Row].self, from: try bytes(path), path: path)
        #expect(rows.first?.driverId == "max-verstappen")
        #expect(rows.first?.time == "1:33:56.736")
        #expect(rows.first?.points == 25)
        #expect(rows.contains { $0.position == "DNF" })
    }

    @Test func driverWithAccentedNameAndDates() throws {
        let path = "drivers/kimi-raikkonen.yml"
        let driver = try YAMLDecoder().decode(Driver.self, from: try bytes(path), path: path)
        #expect(driver.fullName == "Kimi-Matias Räikkönen")
        #expect(driver.dateOfDeath == nil)
        #expect(driver.dateOfBirth == Date(timeIntervalSince1970: 308_966_400))
        #expect(driver.permanentNumber == nil)
    }

    @Test func rawEventsAndNodesAgreeOnARealFile() throws {
        let path = "seasons/2023/races/01-bahrain/race-results.yml"
        let node = try YAMLParser.parse(bytes: try bytes(path), path: path)
        #expect(node.sequence?.count == 20)
        #expect(try YAMLParser.countEvents(bytes: try bytes(path), path: path) > 20 * 30)
    }
}
