import F1DataF1db
import F1Domain
import F1Export
import F1Report
import F1TerminalUI
import F1UI
import F1UseCases
import Foundation
import TerminalKit
import Testing

/// The faces agree: for a report on screen in the terminal app, the same values (races run, each
/// row's points, the leader) appear in its frame, in `f1report`'s text and Markdown of the same
/// document, and in the JSON F1Export writes from the same use-case result. The expected values
/// are read from the JSON, never written here, so a face that counts on its own fails.
@MainActor
@Suite struct CrossFaceTests {
    nonisolated static let f1dbPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../../shared/data/f1db").standardizedFileURL.path
    nonisolated static var hasF1db: Bool { FileManager.default.fileExists(atPath: f1dbPath + "/data") }
    nonisolated static let noF1db: Comment = "../shared/data/f1db is absent: the f1db seasons are not compared"
    static let format = F1UI.Format()
    static let source = ExportSource(id: "test", name: "test")

    /// The screen shown, drawn by every face that draws documents.
    struct Faces {
        var terminal: [String]
        var text: [String]
        var markdown: [String]

        @MainActor init(_ fixture: TrackerFixture) throws {
            let frame = TrackerView.frame(fixture.controller, size: TerminalSize(columns: 200, rows: 70))
            terminal = frame.text.components(separatedBy: "\n")
            let document = try #require(fixture.controller.document, "the screen shows a document")
            text = document.rendered(as: .text, style: ReportStyle(width: 200)).components(separatedBy: "\n")
            markdown = document.rendered(as: .markdown).components(separatedBy: "\n")
        }

        var named: [(String, [String])] { [("terminal", terminal), ("text", text), ("markdown", markdown)] }

        /// Every face shows `piece` somewhere.
        func expectEveryFace(shows piece: String, sourceLocation: SourceLocation = #_sourceLocation) {
            for (face, lines) in named {
                #expect(lines.contains { $0.contains(piece) }, "\(face) lacks \(piece)", sourceLocation: sourceLocation)
            }
        }

        /// In every face, the table row of `name` shows `value` (the first line naming it that is a row).
        func expectEveryFace(row name: String, shows value: String, sourceLocation: SourceLocation = #_sourceLocation) {
            for (face, lines) in named {
                let rows = lines.filter { $0.contains(name) && !$0.contains(":") && !$0.hasPrefix("- ") && !$0.contains("Leader") }
                #expect(rows.contains { $0.contains(value) }, "\(face): \(name)'s row lacks \(value): \(rows)", sourceLocation: sourceLocation)
            }
        }
    }

    static func json(_ document: some ExportDocument) throws -> [String: Any] {
        let data = Data(try ExportWriter.json(document).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A day of the 2026 season with eleven races run and ten more whose day has passed without
    /// results in the f1db copy: where the two faces once counted 21 and 11.
    static let today = CalendarDate(year: 2026, month: 11, day: 28)

    static func fixture(season: Int, f1db: Bool) throws -> TrackerFixture {
        try f1db ? TrackerFixture(season: season, source: F1dbRepository(path: f1dbPath), today: today) : TrackerFixture()
    }

    static func open(_ fixture: TrackerFixture, keys: [Key]) async {
        fixture.controller.start()
        await fixture.controller.settle()
        for key in keys { await fixture.press(key) }
    }

    @Test func theDemoSeasonCountsRacesRunOnceForEveryFace() async throws {
        try await expectTheSeasonAgrees(try Self.fixture(season: 2025, f1db: false))
    }

    @Test(.enabled(if: hasF1db, noF1db), arguments: [1988, 2021, 2026])
    func anF1dbSeasonCountsRacesRunOnceForEveryFace(season: Int) async throws {
        try await expectTheSeasonAgrees(try Self.fixture(season: season, f1db: true))
    }

    private func expectTheSeasonAgrees(_ fixture: TrackerFixture) async throws {
        await Self.open(fixture, keys: [])
        guard case .races(let screen) = fixture.controller.visible, let content = screen.state.content else {
            Issue.record("the races tab has no calendar")
            return
        }
        let json = try Self.json(SeasonExport(schedule: content.schedule, source: Self.source))
        let run = try #require(json["racesRun"] as? Int)
        let toCome = try #require(json["racesToCome"] as? Int)
        let faces = try Faces(fixture)
        faces.expectEveryFace(shows: "\(run) of \(run + toCome) run")
        // Every winner the JSON names stands on its race's row in every face.
        for race in try #require(json["races"] as? [[String: Any]]) {
            guard let winner = (race["winner"] as? [String: Any])?["name"] as? String,
                let name = (race["race"] as? [String: Any])?["name"] as? String
            else { continue }
            faces.expectEveryFace(row: name, shows: winner)
        }
    }

    @Test(arguments: [false, true])
    func theDemoStandingsShowOnePointsAndGapPerRow(constructors: Bool) async throws {
        let fixture = try Self.fixture(season: 2025, f1db: false)
        try await expectTheStandingsAgree(fixture, constructors: constructors)
    }

    @Test(.enabled(if: hasF1db, noF1db), arguments: [1976, 1988, 2021])
    func anF1dbStandingsTableShowsOnePointsAndGapPerRow(season: Int) async throws {
        try await expectTheStandingsAgree(try Self.fixture(season: season, f1db: true), constructors: false)
    }

    private func expectTheStandingsAgree(_ fixture: TrackerFixture, constructors: Bool) async throws {
        await Self.open(fixture, keys: [.character("2")] + (constructors ? [.right] : []))
        guard case .standings(let screen) = fixture.controller.visible, let content = screen.state.content else {
            Issue.record("the standings tab has no table")
            return
        }
        let json: [String: Any] =
            switch content.table {
            case .constructors(let table): try Self.json(ConstructorStandingsExport(table: table, source: Self.source))
            case .drivers(let table): try Self.json(DriverStandingsExport(table: table, source: Self.source))
            }
        #expect(content.kind == (constructors ? .constructors : .drivers))
        let faces = try Faces(fixture)
        let rows = try #require(json["standings"] as? [[String: Any]])
        #expect(!rows.isEmpty)
        for (index, row) in rows.enumerated() {
            let entrant = try #require((row[constructors ? "constructor" : "driver"] as? [String: Any])?["name"] as? String)
            let points = try #require(row["points"] as? Double)
            faces.expectEveryFace(row: entrant, shows: Self.format.points(points))
            if let behind = row["pointsBehind"] as? Double {
                faces.expectEveryFace(row: entrant, shows: "-" + Self.format.points(behind))
            }
            if index == 0 { faces.expectEveryFace(shows: "\(entrant), \(Self.format.points(points)) points") }
        }
    }

    @Test func theComputedChampionshipShowsTheCountedPointsInEveryFace() async throws {
        try await expectTheChampionshipAgrees(try Self.fixture(season: 2025, f1db: false))
    }

    /// 1988 counted the best eleven results: Prost scored 105 and 87 counted.
    @Test(.enabled(if: hasF1db, noF1db), arguments: [1988, 2021])
    func anF1dbChampionshipShowsTheCountedPointsInEveryFace(season: Int) async throws {
        try await expectTheChampionshipAgrees(try Self.fixture(season: season, f1db: true))
    }

    private func expectTheChampionshipAgrees(_ fixture: TrackerFixture) async throws {
        await Self.open(fixture, keys: [.character("c")])
        guard case .report(let screen as ChampionshipScreen) = fixture.controller.visible, let content = screen.state.content else {
            Issue.record("the championship from results did not open")
            return
        }
        let json = try Self.json(
            ChampionshipExport(
                table: content.table, previous: content.previous, whatIf: content.whatIf, constructors: false,
                rulings: content.appliedRulings, adjustments: content.appliedAdjustments, disagreements: content.pointDisagreements,
                raceNames: content.raceNames, source: Self.source))
        let faces = try Faces(fixture)
        for row in try #require(json["standings"] as? [[String: Any]]) {
            let name = try #require((row["entrant"] as? [String: Any])?["name"] as? String)
            let points = try #require(row["points"] as? Double)
            let gross = try #require(row["grossPoints"] as? Double)
            let shown = gross == points ? Self.format.points(points) : "\(Self.format.points(gross)) (\(Self.format.points(points)) counted)"
            faces.expectEveryFace(row: name, shows: shown)
        }
    }

    /// A driver's or a team's page, opened from the standings: the race points and the
    /// championship's points are two facts, and every face shows the JSON's values for both.
    @Test(arguments: [false, true])
    func theDemoSeasonPageShowsRacePointsAndChampionshipPointsInEveryFace(team: Bool) async throws {
        try await expectTheSeasonPageAgrees(try Self.fixture(season: 2025, f1db: false), team: team)
    }

    /// Prost's 1988 (the leader after Senna is second): 105 race points, 87 counted.
    @Test(.enabled(if: hasF1db, noF1db), arguments: [1988, 2021])
    func anF1dbSeasonPageShowsRacePointsAndChampionshipPointsInEveryFace(season: Int) async throws {
        try await expectTheSeasonPageAgrees(try Self.fixture(season: season, f1db: true), team: false, row: 1)
    }

    private func expectTheSeasonPageAgrees(_ fixture: TrackerFixture, team: Bool, row: Int = 0) async throws {
        await Self.open(fixture, keys: [.character("2")] + (team ? [.right] : []) + Array(repeating: .down, count: row) + [.enter])
        guard case .report(let screen as CompetitorSeasonScreen) = fixture.controller.visible, let content = screen.state.content else {
            Issue.record("no driver's or team's season opened")
            return
        }
        let json: [String: Any]
        switch content.competitorSeason {
        case .driver(let season) where !team: json = try Self.json(DriverSeasonExport(season: season, source: Self.source))
        case .constructor(let season) where team: json = try Self.json(TeamSeasonExport(season: season, source: Self.source))
        default:
            Issue.record("the season opened is not the \(team ? "team" : "driver") chosen")
            return
        }
        let totals = try #require(json["totals"] as? [String: Any])
        let faces = try Faces(fixture)
        let racePoints = Self.format.points(try #require(totals["racePoints"] as? Double))
        let counted = try #require(totals["championshipPoints"] as? Double)
        let place = try #require(totals["championshipPosition"] as? String)
        // Each value on its own fact's line, so a number that happens to stand elsewhere cannot pass.
        for (face, lines) in faces.named {
            let racePointsLine = lines.first { $0.contains("Race points") }
            #expect(racePointsLine?.hasSuffix(" \(racePoints)") == true, "\(face): \(racePointsLine ?? "no race points")")
            let championshipLine = lines.first { $0.contains("Championship") }
            #expect(
                championshipLine?.hasSuffix(" \(Self.format.points(counted)) points, position \(place)") == true,
                "\(face): \(championshipLine ?? "no championship")")
        }
        let rounds = try #require(json["rounds"] as? [[String: Any]])
        #expect(rounds.count == content.rows.count)
    }
}
