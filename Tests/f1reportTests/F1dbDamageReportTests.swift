import F1TestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// f1report over damaged f1db trees written by the test: exit 1, one sentence on stderr naming
/// the path and why, nothing on stdout, no crash, and the tree as it was.
@Suite struct F1dbDamageReportTests {
    let folder = TemporaryFolder("f1db-damage")

    /// Writes the sound tree (`SmallF1db`); its data folder.
    func writeTree() throws -> URL {
        try SmallF1db.write(in: folder.url)
    }

    /// Runs f1report on `data` under `timeout`, so a run that blocks (on a named pipe, say) fails
    /// the test after 60 seconds instead of holding it forever.
    func report(_ arguments: [String], data: URL) async throws -> ReportRunner.Outcome {
        try await ReportRunner.run(
            ["60", ReportRunner.executable.path] + arguments + ["--f1db", data.path, "--time-zone", "UTC"],
            program: URL(fileURLWithPath: "/usr/bin/timeout"))
    }

    /// Every path below `url` with what it is: a file's bytes, a link's target, or a folder.
    static func snapshot(_ url: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        func walk(_ folder: URL, _ prefix: String) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let item = folder.appending(path: name)
                let path = prefix + name
                let type = try FileManager.default.attributesOfItem(atPath: item.path)[.type] as? FileAttributeType
                switch type {
                case .typeDirectory?:
                    entries[path] = "folder"
                    try walk(item, path + "/")
                case .typeSymbolicLink?: entries[path] = "link to " + (try FileManager.default.destinationOfSymbolicLink(atPath: item.path))
                case .typeRegular?: entries[path] = String(decoding: try Data(contentsOf: item), as: UTF8.self)
                default: entries[path] = "\(String(describing: type))"
                }
            }
        }
        try walk(url, "")
        return entries
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var arguments: [String]
        var damage: @Sendable (URL) throws -> Void
        var message: @Sendable (URL) -> String
    }

    static let results = "seasons/2000/races/01-test/race-results.yml"

    static let cases: [Case] = [
        Case(
            testDescription: "results that are a folder", arguments: ["standings", "drivers", "2000"],
            damage: { data in
                try FileManager.default.removeItem(at: data.appending(path: results))
                try FileManager.default.createDirectory(at: data.appending(path: results), withIntermediateDirectories: false)
            },
            message: { _ in "\(results) is a folder, not a file." }),
        Case(
            testDescription: "results that are a dangling link", arguments: ["race", "2000", "1"],
            damage: { data in
                try FileManager.default.removeItem(at: data.appending(path: results))
                try FileManager.default.createSymbolicLink(atPath: data.appending(path: results).path, withDestinationPath: "gone.yml")
            },
            message: { _ in "\(results) is a symbolic link to gone.yml, which does not exist." }),
        Case(
            testDescription: "results that are a named pipe", arguments: ["race", "2000", "1"],
            damage: { data in
                try FileManager.default.removeItem(at: data.appending(path: results))
                guard mkfifo(data.appending(path: results).path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            },
            message: { _ in "\(results) is a named pipe, not a file." }),
        Case(
            testDescription: "results missing before a round that has them", arguments: ["standings", "drivers", "2000"],
            damage: { data in try FileManager.default.removeItem(at: data.appending(path: results)) },
            message: { _ in "\(results) is missing, though round 2 of 2000 has results." }),
        Case(
            testDescription: "a race folder copied beside itself", arguments: ["season", "2000"],
            damage: { data in
                try FileManager.default.copyItem(
                    at: data.appending(path: "seasons/2000/races/02-second"), to: data.appending(path: "seasons/2000/races/02-second-copy"))
            },
            message: { _ in "seasons/2000/races/02-second and 02-second-copy are both round 2 of 2000." }),
        Case(
            testDescription: "a season's races that are a file", arguments: ["season", "2000"],
            damage: { data in
                try FileManager.default.removeItem(at: data.appending(path: "seasons/2000/races"))
                try "not a folder\n".write(to: data.appending(path: "seasons/2000/races"), atomically: false, encoding: .utf8)
            },
            message: { _ in "seasons/2000/races is a file, not a folder." }),
        Case(
            testDescription: "a driver file that is a link loop", arguments: ["standings", "drivers", "2000"],
            damage: { data in
                try FileManager.default.removeItem(at: data.appending(path: "drivers/ace.yml"))
                try FileManager.default.createSymbolicLink(atPath: data.appending(path: "drivers/ace.yml").path, withDestinationPath: "ace.yml")
            },
            message: { _ in "drivers/ace.yml is a loop of symbolic links." }),
        Case(
            testDescription: "the data folder a dangling link", arguments: ["season"],
            damage: { data in
                try FileManager.default.moveItem(at: data, to: data.deletingLastPathComponent().appending(path: "moved"))
                try FileManager.default.createSymbolicLink(atPath: data.path, withDestinationPath: "elsewhere")
            },
            message: { data in "\(data.path) is a symbolic link to elsewhere, which does not exist." }),
    ]

    @Test(arguments: cases)
    func aDamagedTreeExitsOneWithOneSentence(_ testCase: Case) async throws {
        let data = try writeTree()
        try testCase.damage(data)
        let before = try Self.snapshot(folder.url)
        let outcome = try await report(testCase.arguments, data: data)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: \(testCase.message(data))\n")
        #expect(outcome.stdout.isEmpty)
        #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("Program crashed"))
        #expect(try Self.snapshot(folder.url) == before)
    }

    @Test(.enabled(if: getuid() != 0, "running as root, which reads files whatever their permissions"))
    func anUnreadableResultsFileIsNotARaceNotRun() async throws {
        let data = try writeTree()
        let url = data.appending(path: Self.results)
        try #require(chmod(url.path, 0) == 0)
        defer { chmod(url.path, 0o644) }
        let outcome = try await report(["standings", "drivers", "2000"], data: data)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: \(Self.results) cannot be read: permission denied.\n")
    }

    @Test func theSoundTreeReports() async throws {
        let outcome = try await report(["standings", "drivers", "2000"], data: try writeTree())
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Alex Ace"))
    }
}

/// The shared copy's season in progress: rounds 12 to 23 have a race.yml and no results, and are
/// still upcoming, not damage.
@Suite(.enabled(if: SharedData.hasF1db, SharedData.noF1db))
struct F1dbSeasonInProgressReportTests {
    @Test func laterRoundsOfTheSeasonInProgressAreNotRunYet() async throws {
        let data = SharedData.f1dbData.path
        let season = try await ReportRunner.run(["season", "2026", "--f1db", data, "--time-zone", "UTC"])
        #expect(season.status == 0, "\(season.stderr)")
        #expect(season.stdout.contains("11 of 23 run"))
        // A race not run shows its weekend timetable; its results are what is not there yet.
        for round in [12, 23] {
            let race = try await ReportRunner.run(["race", "2026", "\(round)", "--f1db", data, "--time-zone", "UTC"])
            #expect(race.status == 0, "\(race.stderr)")
            #expect(race.stdout.contains("weekend") && race.stdout.contains("Timetable"), "\(race.stdout)")
            let results = try await ReportRunner.run(["pitstops", "2026", "\(round)", "--f1db", data])
            #expect(results.status == 1)
            #expect(results.stderr.hasSuffix("(round \(round)) has not been run yet, so it has no results.\n"), "\(results.stderr)")
        }
    }
}
