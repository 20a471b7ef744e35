import Foundation
import Testing

/// A 40,000-character name in an f1db tree, through every text face of f1report (issue 41):
/// wider than 65,536 columns it asked for 2⁶² bytes of padding (exit 134), and two such columns
/// overflowed the table's width (exit 132). Each report prints, a cell wider than the screen is
/// cut with "…", a pipe's table is bounded, and Markdown, a document, keeps the name whole.
@Suite struct LongNameReportTests {
    let tree = F1dbDamageReportTests()

    struct Names: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var driver: String
        var team: String
    }

    static let names: [Names] = [
        Names(testDescription: "40,000 letters", driver: String(repeating: "M", count: 40_000), team: "Works"),
        Names(testDescription: "40,000 wide characters", driver: String(repeating: "漢", count: 40_000), team: "Works"),
        Names(
            testDescription: "40,000 wide characters and a 70,000-letter team", driver: String(repeating: "漢", count: 40_000),
            team: String(repeating: "W", count: 70_000)),
    ]

    static let commands: [[String]] = [
        ["race", "2000", "1"], ["qualifying", "2000", "1"], ["standings", "drivers", "2000"], ["season", "2000"],
        ["championship", "2000"], ["champions"], ["grid", "2000", "1"],
    ]

    /// The damage tests' sound tree with a qualifying, a grid and constructors' standings, so
    /// every command has its data, and the driver and team named `names`.
    func writeTree(_ names: Names) throws -> URL {
        let data = try tree.writeTree()
        let race = "seasons/2000/races/01-test/"
        let car = "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n"
        let files = [
            race + "qualifying-results.yml": car + "  q1: \"1:23.322\"\n",
            race + "starting-grid-positions.yml": car + "  time: \"1:23.322\"\n",
            "seasons/2000/constructor-standings.yml": "- position: 1\n  constructorId: works\n  engineManufacturerId: works\n  points: 20\n",
            "drivers/ace.yml":
                "id: ace\nname: Alex \(names.driver)\nfirstName: Alex\nlastName: \(names.driver)\nfullName: Alex \(names.driver)\n"
                + "abbreviation: ACE\ndateOfBirth: 1970-01-01\nnationalityCountryId: testland\n",
            "constructors/works.yml": "id: works\nname: \(names.team)\nfullName: \(names.team)\ncountryId: testland\n",
        ]
        for (path, text) in files { try text.write(to: data.appending(path: path), atomically: false, encoding: .utf8) }
        return data
    }

    /// Columns as a terminal draws them: the test's wide characters take two.
    static func columns(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { $0 + ((0x4E00...0x9FFF).contains($1.value) ? 2 : 1) }
    }

    func run(_ command: [String], data: URL, format: String, columns: String?) async throws -> ReportRunner.Outcome {
        try await BoundedRunner.run(
            command + ["--f1db", data.path, "--time-zone", "UTC", "--format", format], environment: columns.map { ["COLUMNS": $0] } ?? [:])
    }

    @Test(arguments: names)
    func everyTextFacePrintsTheNameCutToTheScreen(_ names: Names) async throws {
        let data = try writeTree(names)
        for command in Self.commands {
            for width in [nil, "40", "\(Int.max)"] {
                let outcome = try await run(command, data: data, format: "text", columns: width)
                let label = "\(command.joined(separator: " ")) at COLUMNS=\(width ?? "unset")"
                #expect(outcome.status == 0 && outcome.signal == nil, "\(label): \(outcome.stderr.prefix(300))")
                let lines = outcome.stdout.split(separator: "\n").filter { $0.contains("Alex") || $0.contains("WWWW") }
                #expect(!lines.isEmpty, "\(label): the driver is not shown")
                // No line costs more than a bounded table: a pipe's widest is 65,536 columns; at 40,
                // champions' nine fixed columns (82 with real names) overflow the screen as they did.
                let most = width == "40" ? 100 : 65_536 + 200
                for line in lines { #expect(Self.columns(line) <= most, "\(label): a line of \(Self.columns(line)) columns") }
                if width == "40" || names.driver.first == "漢" {
                    #expect(lines.contains { $0.contains("…") }, "\(label): no cut shown")
                }
            }
        }
    }

    @Test(arguments: names)
    func markdownKeepsTheWholeName(_ names: Names) async throws {
        let data = try writeTree(names)
        for command in Self.commands {
            let outcome = try await run(command, data: data, format: "markdown", columns: "40")
            #expect(outcome.status == 0 && outcome.signal == nil, "\(command): \(outcome.stderr.prefix(300))")
            #expect(outcome.stdout.contains(names.driver), "\(command)")
        }
    }
}
