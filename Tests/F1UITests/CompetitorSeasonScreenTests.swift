import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Testing

/// Three rounds, two run: Verstappen wins round 1 for Red Bull, Pérez fourth; in round 2 Pérez is
/// second and Verstappen retires from third on the grid.
enum SeasonSample {
    static let perez = SampleData.driver("perez", "Sergio", "Pérez", code: "PER")
    static let races = [
        SampleData.race(round: 1, name: "Bahrain Grand Prix", date: CalendarDate(year: 2025, month: 3, day: 16)),
        SampleData.race(round: 2, name: "Indianapolis 500", date: CalendarDate(year: 2025, month: 3, day: 30)),
        SampleData.race(round: 3, name: "Monaco Grand Prix", date: CalendarDate(year: 2025, month: 5, day: 25)),
    ]

    static func car(_ result: RaceResult, grid: Int) -> RaceResult {
        var car = result
        car.grid = grid
        return car
    }

    static let classified = [
        RaceResults(
            race: races[0],
            results: [
                car(SampleData.result(1, SampleData.verstappen, SampleData.redBull, points: 25, time: "1:31:44.742"), grid: 1),
                car(SampleData.result(2, SampleData.leclerc, SampleData.ferrari, points: 18, time: "+5.155"), grid: 2),
                car(SampleData.result(4, perez, SampleData.redBull, points: 12, time: "+20.001"), grid: 0),
            ]),
        RaceResults(
            race: races[1],
            results: [
                SampleData.result(1, SampleData.leclerc, SampleData.ferrari, points: 25, time: "1:30:00.000"),
                car(SampleData.result(2, perez, SampleData.redBull, points: 18, time: "+1.000"), grid: 5),
                RaceResult(
                    position: 3, positionText: "R", classification: .retired, driver: SampleData.verstappen, constructor: SampleData.redBull,
                    grid: 3, laps: 12, status: "Engine"),
            ]),
    ]

    static let load = LoadCompetitorSeason(
        repository: StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 2025...2025), calendars: [2025: races], classifications: [2025: classified]))
}

@MainActor
@Suite struct CompetitorSeasonScreenTests {
    typealias S = SeasonSample
    typealias Row = F1UI.CompetitorSeason.Row

    func driverScreen(router: Router? = nil) async throws -> (CompetitorSeasonScreen, CompetitorSeasonScreen.Content) {
        let screen = CompetitorSeasonScreen(season: 2025, competitor: .driver("max_verstappen"), format: UISamples.utc, router: router) {
            try await S.load($1, season: $0)
        }
        await screen.onAppear()
        return (screen, try #require(screen.state.content))
    }

    @Test func aDriversSeasonReadsRaceByRace() async throws {
        let (_, content) = try await driverScreen()
        #expect(content.title == "Max Verstappen, 2025 season")
        #expect(content.subtitle == "Red Bull")
        #expect(
            content.rows == [
                Row(
                    round: 1, race: "Bahrain GP", date: "Sun 16 Mar 2025",
                    cars: [Row.Car(code: "VER", grid: "1", finish: "1", points: "25", time: "1:31:44.742")],
                    finish: "1", points: "25", isWin: true, isPodium: true, isToCome: false),
                Row(
                    round: 2, race: "Indianapolis 500", date: "Sun 30 Mar 2025",
                    cars: [Row.Car(code: "VER", grid: "3", finish: "DNF", points: "0", time: "Engine")],
                    finish: "DNF", points: "0", isWin: false, isPodium: false, isToCome: false),
                Row(
                    round: 3, race: "Monaco GP", date: "Sun 25 May 2025", cars: [], finish: "", points: "", isWin: false,
                    isPodium: false, isToCome: true),
            ])
        #expect(content.summary == F1UI.CompetitorSeason.Summary(racePoints: "25", wins: "1", podiums: "1", starts: "2", bestFinish: "1"))
        guard case .driver(let season) = content.competitorSeason else {
            Issue.record("a driver's screen holds \(content.competitorSeason.competitor)")
            return
        }
        #expect(season.driver == SampleData.verstappen)
    }

    @Test func aConstructorsRowHasAllItsCarsInFinishingOrder() async throws {
        let screen = CompetitorSeasonScreen(season: 2025, competitor: .constructor("red_bull"), format: UISamples.utc, router: nil) {
            try await S.load($1, season: $0)
        }
        await screen.onAppear()
        let content = try #require(screen.state.content)
        #expect(content.title == "Red Bull, 2025 season")
        #expect(content.subtitle == "Austrian · Max Verstappen, Sergio Pérez")
        #expect(content.rows.map(\.finish) == ["1 VER · 4 PER", "2 PER · DNF VER", ""])
        #expect(content.rows.map(\.points) == ["37", "18", ""])
        #expect(content.rows.map { $0.cars.map(\.grid) } == [["1", "pit"], ["5", "3"], []])
        #expect(content.rows.map(\.isWin) == [true, false, false])
        #expect(content.rows.map(\.isPodium) == [true, true, false])
        #expect(content.rows.map(\.isToCome) == [false, false, true])
        #expect(content.summary == F1UI.CompetitorSeason.Summary(racePoints: "55", wins: "1", podiums: "2", starts: "2", bestFinish: "1"))
        guard case .constructor(let season) = content.competitorSeason else {
            Issue.record("a team's screen holds \(content.competitorSeason.competitor)")
            return
        }
        #expect(season.drivers.map(\.id) == ["max_verstappen", "perez"])
    }

    /// The document marks each podium with its own place: a second is silver, not bronze.
    @Test func aPodiumIsMarkedWithItsPlace() async throws {
        let driver = CompetitorSeasonScreen(season: 2025, competitor: .driver("perez"), format: UISamples.utc, router: nil) {
            try await S.load($1, season: $0)
        }
        await driver.onAppear()
        let team = CompetitorSeasonScreen(season: 2025, competitor: .constructor("red_bull"), format: UISamples.utc, router: nil) {
            try await S.load($1, season: $0)
        }
        await team.onAppear()
        let builder = ReportBuilder(source: "Samples", timeZoneName: "UTC")
        let perez = builder.competitorSeason(try #require(driver.state.content))
        let redBull = builder.competitorSeason(try #require(team.state.content))
        #expect(perez.sections.first?.rows.map(\.emphasis) == [nil, .podium(2), nil])
        #expect(redBull.sections.first?.rows.map(\.emphasis) == [.podium(1), .podium(2), nil])
    }

    @Test func aRaceRunWithoutTheDriverShowsADash() {
        let round = CompetitorRound(race: S.races[0], results: [], isToCome: false)
        let row = CompetitorSeasonScreen.makeRowData(from: round, namingCars: false, format: UISamples.utc)
        #expect(row.finish == "-")
        #expect(!row.isToCome)
    }

    @Test(arguments: [
        (Classification.disqualified, "Disqualified", "DSQ"), (.excluded, "Excluded", "EX"), (.withdrawn, "Withdrawn", "WD"),
        (.failedToQualify, "Did not qualify", "DNQ"), (.notClassified, "Not classified", "NC"), (.retired, "Did not start", "DNS"),
    ])
    func unclassifiedCarsShowTheUsualAbbreviation(classification: Classification, status: String, finish: String) {
        let result = RaceResult(
            position: 9, positionText: "R", classification: classification, driver: SampleData.leclerc, constructor: SampleData.ferrari,
            status: status)
        #expect(CompetitorSeasonScreen.finish(result) == finish)
    }

    @Test func choosingARaceOpensItsWeekend() async throws {
        let router = Router(tab: .standings)
        let (screen, _) = try await driverScreen(router: router)
        screen.onSelectRace(at: 1)
        #expect(router.path == [.race(season: 2025, round: .round(2))])
        screen.onSelectRace(at: 3)
        screen.onSelectRace(at: -1)
        #expect(router.path == [.race(season: 2025, round: .round(2))])
    }

    @Test func aSeasonWithoutRacesIsEmpty() async {
        let screen = CompetitorSeasonScreen(season: 1949, competitor: .driver("fangio"), format: UISamples.utc, router: Router()) { season, _ in
            .driver(
                DriverSeason(
                    driver: SampleData.driver("fangio", "Juan Manuel", "Fangio", code: "FAN"), season: season, teams: [], rounds: [],
                    totals: CompetitorTotals(racePoints: 0, wins: 0, podiums: 0, bestFinish: nil, starts: 0)))
        }
        await screen.onAppear()
        #expect(screen.state == .empty("The 1949 season has no races in this source."))
    }

    @Test func aDriverWhoDidNotRaceReadsAsASentence() async {
        let screen = CompetitorSeasonScreen(season: 2025, competitor: .driver("senna"), format: UISamples.utc, router: nil) {
            try await S.load($1, season: $0)
        }
        await screen.onAppear()
        #expect(screen.state.failure?.message == "No driver 'senna' raced in 2025.")
        #expect(screen.state.failure?.actions == [.chooseAnotherSeason])
    }

    @Test func aConstructorThatDidNotRaceReadsAsASentence() {
        let failure = F1UI.FriendlyError.failure(for: LookupError.constructorNotInSeason(season: 1990, constructor: "brawn"))
        #expect(failure.message == "No constructor 'brawn' raced in 1990.")
    }
}
