import F1Charts
import F1Data
import F1DataF1db
import F1Domain
import F1Export
import F1HTML
import F1Report
import F1ReportCatalog
import F1TestSupport
import F1UI
import F1UseCases
import Foundation
import Testing

@testable import F1TerminalUI

/// Spoiler-free mode hides everything from its moment on in every report and every face: every
/// case of `ReportRequest` is loaded through the catalogue from `SpoilerFreeSource` and written as
/// text, Markdown, the terminal frame (the tracker's `DocumentView`), an HTML page, each chart's
/// SVG, JSON and CSV; none may show a hidden race's winner beside its name, or a driver's points
/// after the hidden rounds beside the driver's name. What is hidden is worked out here from the
/// source without the filter (its results and its own standings), never from the filter.
@MainActor
@Suite struct SpoilerFreeFacesTests {
    /// The reports of the demo: every request `EveryReportFacesTests` loads, and every report of
    /// the hidden round itself.
    static func demoRequests(hidden round: Int) -> [ReportRequest] {
        let selector = RoundSelector.round(round)
        let weekend: [ReportRequest] = [
            .race(season: 2025, round: selector), .weekend(season: 2025, round: selector), .grid(season: 2025, round: selector),
            .pitStops(season: 2025, round: selector), .qualifying(season: 2025, round: selector, segment: nil),
            .championship(.drivers, season: 2025, round: round, under: nil), .title(season: 2025, round: round),
        ]
        let competitors: [ReportRequest] = [
            .driverSeason(season: 2025, driver: Driver.ID(rawValue: "norris")),
            .driverSeason(season: 2025, driver: Driver.ID(rawValue: "max_verstappen")),
            .constructorSeason(season: 2025, constructor: Constructor.ID(rawValue: "mclaren")),
        ]
        let charts: [ReportRequest] = RaceChartScreen.kinds.map { .raceChart($0, season: 2025, round: selector) }
        return EveryReportFacesTests.demoRequests + weekend + competitors + charts
    }

    @Test func theDefaultMomentHidesTheAustralianGrandPrixInEveryReportAndFace() async throws {
        let demo = try DemoRepository()
        // The most recent race by the demo's "now" (14 May 2025): the issue names it.
        let run = try await demo.results(season: 2025)
        let hidden = try #require(run.last)
        #expect(hidden.race.name == "Australian Grand Prix")
        let source = try await SpoilerFreeSource.wrapping(demo, at: SpoilerMoment())
        let spoilerFree = try #require(source as? SpoilerFreeSource)
        #expect(spoilerFree.cutoff.moment == Moment(date: hidden.race.date, time: try #require(hidden.race.startTime)))
        let check = try await Self.spoilers(unfiltered: demo, season: 2025, hiddenRounds: [hidden.race.round])
        let problems = await Self.leaks(Self.demoRequests(hidden: hidden.race.round), from: source, check: check, label: "demo")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The search finds what the filter hides: on the source without it, the same reports give
    /// the winner away beside the race and the points beside the driver, in every face.
    @Test func theSearchFindsTheSpoilersWithoutTheFilter() async throws {
        let demo = try DemoRepository()
        let check = try await Self.spoilers(unfiltered: demo, season: 2025, hiddenRounds: [3])
        let problems = await Self.leaks(Self.demoRequests(hidden: 3), from: demo, check: check, label: "demo")
        for face in ["text", "Markdown", "terminal", "HTML", "JSON", "CSV"] {
            #expect(problems.contains { $0.contains(", \(face):") && $0.contains("Australian Grand Prix with Norris") }, "\(face)")
            #expect(problems.contains { $0.contains(", \(face):") && $0.contains("Verstappen with 70") }, "\(face)")
        }
        // The SVG's figure is the progression's, which the engine computes.
        #expect(problems.contains { $0.contains(", SVG:") && $0.contains("Verstappen with ") })
    }

    @Test func theStandingsAreTheChampionshipAfterTheRoundBefore() async throws {
        let demo = try DemoRepository()
        let source = try await SpoilerFreeSource.wrapping(demo, at: SpoilerMoment())
        let shown = try await source.standingsRepository.driverStandings(season: 2025)
        // The same championship as the engine computes it from the whole source, stopped after round 2.
        let engine = LoadChampionship(races: demo, weekends: demo, rulebook: try demo.rulebook())
        let table = try await engine.report(season: 2025, round: 2).table
        #expect(shown.round == 2)
        #expect(shown.driverStandings.map(\.driver.id) == table.drivers.map(\.entrant.id))
        #expect(shown.driverStandings.map(\.points) == table.drivers.map(\.points))
        let official = try await demo.driverStandings(season: 2025)
        #expect(shown.driverStandings.first?.points != official.driverStandings.first?.points)
    }

    @Test func aRevealShowsTheHiddenRoundAgain() async throws {
        let demo = try DemoRepository()
        // One reveal past the default moment shows the Australian Grand Prix and the source's own tables.
        let revealed = try await SpoilerFreeSource.wrapping(demo, at: SpoilerMoment(base: .latest, revealed: 1))
        #expect(try await revealed.raceRepository.results(season: 2025, round: 3).winner?.driver.familyName == "Norris")
        #expect(try await revealed.standingsRepository.driverStandings(season: 2025) == (try await demo.driverStandings(season: 2025)))
        let before = try await SpoilerFreeSource.wrapping(demo, at: SpoilerMoment(base: .day(CalendarDate(year: 2025, month: 4, day: 11))))
        // Qualifying on Saturday, then the race: one reveal shows qualifying, the next the race.
        let one = try await SpoilerFreeSource.wrapping(demo, at: SpoilerMoment(base: .day(CalendarDate(year: 2025, month: 4, day: 11)), revealed: 1))
        let two = try await SpoilerFreeSource.wrapping(demo, at: SpoilerMoment(base: .day(CalendarDate(year: 2025, month: 4, day: 11)), revealed: 2))
        await #expect(throws: LookupError.self) { try await before.weekendRepository.qualifying(season: 2025, round: 3) }
        let qualifying = try await one.weekendRepository.qualifying(season: 2025, round: 3)
        #expect(!qualifying.results.isEmpty)
        await #expect(throws: LookupError.self) { try await one.raceRepository.results(season: 2025, round: 3) }
        let race = try await two.raceRepository.results(season: 2025, round: 3)
        #expect(race.winner?.driver.familyName == "Norris")
        #expect(try await two.standingsRepository.driverStandings(season: 2025) == (try await demo.driverStandings(season: 2025)))
    }

    @Test func theLiveRacePastTheMomentIsWithheld() async throws {
        let demo = try DemoRepository()
        let source = try #require(try await SpoilerFreeSource.wrapping(demo, at: SpoilerMoment()) as? SpoilerFreeSource)
        var updates = 0
        await #expect(throws: SpoilerFreeRefusal.sessionHidden) {
            for try await _ in source.live(demo.liveRace).liveRace(every: .seconds(1), clock: ImmediateClock()) { updates += 1 }
        }
        #expect(updates == 0)
        // Monaco's race is the demo's live race: a moment after it shows it.
        let after = SpoilerFreeSource(
            base: demo, cutoff: SpoilerCutoff(Moment(date: CalendarDate(year: 2025, month: 7, day: 1), time: TimeOfDay(hours: 0, minutes: 0))))
        var first: LiveRaceData?
        for try await update in after.live(demo.liveRace).liveRace(every: .seconds(1), clock: ImmediateClock()) {
            first = update
            break
        }
        #expect(first != nil)
    }

    /// Telemetry, sectors and the track map of a session past the moment are withheld, as its
    /// results are: the demo's made-up laps of Bahrain's qualifying, with the moment before it.
    @Test func theTelemetryOfAHiddenSessionIsWithheld() async throws {
        let demo = try DemoRepository()
        let qualifying = SessionAddress(season: 2025, round: .round(1), session: .qualifying)
        let requests: [ReportRequest] = [
            .telemetry(qualifying, drivers: ["VER", "LEC"], lap: .fastest), .sectors(qualifying),
            .trackMap(qualifying, drivers: ["VER"], lap: .fastest, by: .speed),
        ]
        let source = try await SpoilerFreeSource.wrapping(demo, at: SpoilerMoment(base: .day(CalendarDate(year: 2025, month: 3, day: 15))))
        for (shown, expected) in [(source, false), (demo, true)] as [(any ReportSource, Bool)] {
            let catalog = ReportCatalog(
                source: shown, format: F1UI.Format(), builder: ReportBuilder(source: "demo", timeZoneName: "UTC", now: shown.clock.now()))
            for request in requests {
                let loaded = if case .loaded = await catalog.load(request) { true } else { false }
                #expect(loaded == expected, "\(request)")
            }
        }
        await #expect(throws: LookupError.self) { try await source.telemetryRepository.trackLayout(season: 2025, round: 1, session: .qualifying) }
    }

    /// An f1db season cut at a round: its later races hidden, and every season after it.
    @Test(.enabled(if: CrossFaceTests.hasF1db, CrossFaceTests.noF1db))
    func anF1dbSeasonCutAtARoundHidesItsLaterRacesInEveryReportAndFace() async throws {
        let f1db = try F1dbRepository(path: CrossFaceTests.f1dbPath)
        let calendar = try await f1db.races(season: 2021)
        let cut = try #require(calendar.first { $0.round == 9 })
        let source = try await SpoilerFreeSource.wrapping(f1db, at: SpoilerMoment(base: .day(cut.date)))
        let hiddenRounds = calendar.filter { $0.date >= cut.date }.map(\.round)
        let check = try await Self.spoilers(unfiltered: f1db, season: 2021, hiddenRounds: hiddenRounds)
        let era = EveryReportFacesTests.Era(season: 2021, round: 9, sprintRound: 10, pitStops: true)
        let requests =
            era.requests + EveryReportFacesTests.seasonRequests(2021, round: 5) + [
                .seasons, .champions(under: nil), .overview, .next, .race(season: 2021, round: .last), .title(season: 2021, round: nil),
                .driverSeason(season: 2021, driver: Driver.ID(rawValue: "max-verstappen")),
                .driverSeason(season: 2021, driver: Driver.ID(rawValue: "lewis-hamilton")),
            ]
        let problems = await Self.leaks(requests, from: source, check: check, label: "f1db 2021")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let champions = try await LoadChampions(
            races: source.raceRepository, standings: source.standingsRepository, champions: source.championsRepository)()
        #expect(champions.last?.season == 2021 && champions.last?.isComplete == false)
    }

    // MARK: - What is hidden, from the source without the filter

    static func spoilers(unfiltered source: any ReportSource, season: Int, hiddenRounds: [Int]) async throws -> SpoilerCheck {
        let check = try await SpoilerCheck.hiding(hiddenRounds, of: season, in: source)
        #expect(check.pairs.count >= 3, "the hidden rounds give away too little to search for")
        return check
    }

    // MARK: - Every face

    /// Every request loaded from `source` and written in every face; the leaks found, each named.
    static func leaks(_ requests: [ReportRequest], from source: any ReportSource, check: SpoilerCheck, label: String) async -> [String] {
        let builder = ReportBuilder(source: source.info.name, timeZoneName: "UTC", now: source.clock.now())
        let catalog = ReportCatalog(source: source, format: F1UI.Format(), builder: builder)
        guard let controller = try? TrackerFixture().controller else { return ["the tracker could not be made"] }
        var problems: [String] = []
        var faces = 0
        for request in requests {
            let name = "\(label) \(request)"
            switch await catalog.load(request) {
            case .loaded(let report):
                // Laps, tyres and telemetry show no points: a lap number there is not a figure to search for.
                let check = Self.showsPoints(request) ? check : check.winnersOnly
                let written = Self.faces(of: report, controller: controller)
                faces += written.count
                for (face, output) in written {
                    switch face {
                    case "HTML", "SVG": problems += check.leaks(inMarkup: output, face: face, report: name)
                    case "JSON": problems += check.leaks(inJSON: output, face: face, report: name)
                    case "CSV": problems += check.leaks(inCSV: output, face: face, report: name)
                    default: problems += check.leaks(inLines: output, face: face, report: name)
                    }
                }
            case .empty(let sentence): problems += check.leaks(inLines: sentence, face: "empty sentence", report: name)
            case .failed(let failure): problems += check.leaks(inLines: failure.message, face: "failure", report: name)
            }
        }
        #expect(faces >= requests.count * 3, "\(label): too few faces written (\(faces))")
        return problems
    }

    static func showsPoints(_ request: ReportRequest) -> Bool {
        switch request {
        case .raceChart, .telemetry, .sectors, .trackMap, .qualifying, .sprintQualifying, .grid, .pitStops: false
        default: true
        }
    }

    /// The report in every face it has: name, output.
    static func faces(of report: LoadedReport, controller: TrackerController) -> [(String, String)] {
        let document = report.document
        let drawn = DocumentFaces(document, controller: controller)
        var faces: [(String, String)] = [
            ("text", drawn.text.joined(separator: "\n")), ("Markdown", drawn.markdown.joined(separator: "\n")),
            ("terminal", drawn.terminal.joined(separator: "\n")),
            ("HTML", HTMLPage(title: document.title, latestSeason: 2025, source: document.source).render([HTMLDocumentRenderer().render(document)])),
        ]
        for section in document.sections {
            if let chart = section.chart { faces.append(("SVG", chart.svg(style: SVGChartStyle()))) }
        }
        if let export = report.export {
            if let json = try? ExportWriter.json(export) { faces.append(("JSON", json)) }
            if let table = export as? any CSVExportable { faces.append(("CSV", ExportWriter.csv(table))) }
        }
        return faces
    }
}
