import Foundation
import Testing

/// `f1report chart` as a person runs it: every kind on the demo data (the pictures in docs/charts
/// are these bytes), drawn in a terminal's sizes with and without colour, and the sentences for
/// what a source cannot draw.
@Suite struct ChartCommandTests {
    static let kinds = ["progression", "positions", "gaps", "tyres", "laptimes", "qualifying"]
    static let docs = ReportRunner.packageRoot.appending(path: "docs/charts")

    /// The committed pictures are what f1report draws now (`scripts/render-chart-docs` redraws them).
    @Test(arguments: kinds)
    func theDocsPictureIsWhatTheCommandDraws(_ kind: String) async throws {
        let outcome = try await ReportRunner.run(["chart", kind, "--format", "svg"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let file = Self.docs.appending(path: "\(kind).svg")
        if ReportRunner.isRecording { try outcome.stdout.write(to: file, atomically: true, encoding: .utf8) }
        #expect(outcome.stdout == (try String(contentsOf: file, encoding: .utf8)), "docs/charts/\(kind).svg is stale: run scripts/render-chart-docs")
        #expect(outcome.stdout.hasPrefix("<svg") || outcome.stdout.hasPrefix("<?xml"))
    }

    /// The terminal drawing at 80×24 and 120×40, monochrome and in colour, against committed text.
    @Test(arguments: ["positions", "tyres", "progression"], [(80, 24), (120, 40)])
    func aTerminalDrawingIsTheGolden(_ kind: String, _ size: (Int, Int)) async throws {
        for color in ["never", "always"] {
            let outcome = try await ReportRunner.run(
                ["chart", kind, "--color", color], environment: ["COLUMNS": String(size.0), "LINES": String(size.1)])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let name = "chart-\(kind)-\(size.0)x\(size.1)\(color == "always" ? "-color" : "").txt"
            #expect(outcome.stdout == (try ReportRunner.golden(name, actual: outcome.stdout)), "\(name)")
            #expect(outcome.stdout.contains("\u{1B}[") == (color == "always"))
            let widest = outcome.stdout.split(separator: "\n").map { line in line.replacing(/\x1B\[[0-9;]*m/, with: "").count }.max() ?? 0
            #expect(widest <= size.0)
        }
    }

    @Test func theValuesAreATableForWhoeverCannotSeeThePicture() async throws {
        let outcome = try await ReportRunner.run(["chart", "positions", "--format", "table"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Pos") && outcome.stdout.contains("Grid") && outcome.stdout.contains("Pit laps"))
    }

    @Test func aFileIsWrittenWithOutput() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "chart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "gaps.svg")
        let outcome = try await ReportRunner.run(["chart", "gaps", "--format", "svg", "--width", "640", "--height", "360", "--output", file.path])
        #expect(outcome.status == 0 && outcome.stdout.isEmpty)
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.contains("width=\"640\"") && svg.contains("height=\"360\""))
        let unwritable = try await ReportRunner.run([
            "chart", "gaps", "--format", "svg", "--output", folder.appending(path: "no/such/folder.svg").path,
        ])
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.hasPrefix("f1report: Could not write"))
    }

    @Test func someoneNotInTheRaceIsOneSentence() async throws {
        let outcome = try await ReportRunner.run(["chart", "laptimes", "--drivers", "VER,XYZ"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("No one called 'XYZ'"))
        #expect(outcome.stderr.split(separator: "\n").count == 1)
        let chosen = try await ReportRunner.run(["chart", "laptimes", "--drivers", "ver,lec", "--format", "svg"])
        #expect(chosen.status == 0)
        #expect(chosen.stdout.contains("Max Verstappen") && !chosen.stdout.contains("Lando Norris"))
    }

    @Test func aBadArgumentIsRefusedBeforeAnythingLoads() async throws {
        #expect(try await ReportRunner.run(["chart", "wobbles"]).status == 64)
        #expect(try await ReportRunner.run(["chart", "positions", "--constructors"]).status == 64)
        #expect(try await ReportRunner.run(["chart", "qualifying", "--replay", "/tmp"]).status == 64)
        #expect(try await ReportRunner.run(["chart", "positions", "--width", "0"]).status == 64)
        #expect(try await ReportRunner.run(["chart", "positions", "2025", "1", "--replay", "/tmp"]).status == 64)
        #expect(try await ReportRunner.run(["chart", "progression", "2025", "2"]).status == 64)
        // --by and --lap choose among a lap's telemetry: elsewhere they would be silently ignored.
        let colouring = try await ReportRunner.run(["chart", "positions", "--by", "gear"])
        #expect(colouring.status == 64 && colouring.stderr.contains("--by is for the trackmap chart."))
        #expect(try await ReportRunner.run(["chart", "telemetry", "2025", "1", "--drivers", "VER", "--by", "gear"]).status == 64)
        let lap = try await ReportRunner.run(["chart", "gaps", "--lap", "3"])
        #expect(lap.status == 64 && lap.stderr.contains("--lap is for the telemetry and trackmap charts."))
        #expect(try await ReportRunner.run(["chart", "trackmap", "2025", "1", "--drivers", "VER", "--by", "gear", "--lap", "3"]).status == 0)
        let empty = try await ReportRunner.run(["chart", "positions", "--drivers", ","])
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("--drivers needs at least one name"))
    }

    @Test(.enabled(if: SharedData.hasF1db, SharedData.noF1db))
    func f1dbHasNoLapTimesAndSaysSo() async throws {
        let outcome = try await ReportRunner.run(["chart", "positions", "2021", "22", "--f1db", SharedData.f1dbData.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("does not publish lap times"), "\(outcome.stderr)")
        let progression = try await ReportRunner.run(["chart", "progression", "2021", "--f1db", SharedData.f1dbData.path, "--format", "svg"])
        #expect(progression.status == 0)
        #expect(progression.stdout == (try ReportRunner.golden("chart-f1db-progression-2021.svg", actual: progression.stdout)))
        let qualifying = try await ReportRunner.run(["chart", "qualifying", "2021", "12", "--f1db", SharedData.f1dbData.path, "--format", "svg"])
        #expect(qualifying.status == 0)
        #expect(qualifying.stdout == (try ReportRunner.golden("chart-f1db-qualifying-2021-12.svg", actual: qualifying.stdout)))
    }

    @Test(.enabled(if: SharedData.hasOpenF1AndF1db, SharedData.noOpenF1), arguments: ["positions", "gaps", "tyres", "laptimes"])
    func theRecordedMiamiRaceDrawsEveryLapChart(_ kind: String) async throws {
        let outcome = try await ReportRunner.run(
            ["chart", kind, "--replay", SharedData.openF1Race.path, "--f1db", SharedData.f1dbData.path, "--format", "svg"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == (try ReportRunner.golden("chart-miami-\(kind).svg", actual: outcome.stdout)))
        #expect(outcome.stdout.contains("Miami Grand Prix"))
    }
}
