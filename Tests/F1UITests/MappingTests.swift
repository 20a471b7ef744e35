import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Foundation
import Testing

enum UISamples {
    static let utc = F1UI.Format()

    static func format(_ identifier: String) throws -> F1UI.Format {
        F1UI.Format(timeZone: try #require(TimeZone(identifier: identifier)))
    }

    static let monacoDay = CalendarDate(year: 2025, month: 5, day: 25)
    static let monaco = SampleData.race(round: 4, name: "Monaco Grand Prix", date: monacoDay)
    static let norris = SampleData.driver("norris", "Lando", "Norris", code: "NOR")
    static let mclaren = Constructor(id: "mclaren", name: "McLaren", nationality: "British")

    static let winner = RaceResult(
        position: 1, positionText: "1", number: 16, driver: SampleData.leclerc, constructor: SampleData.ferrari, grid: 3,
        laps: 78, status: "Finished", time: RaceTime(milliseconds: 6_212_000, display: "1:43:32.000"), points: 25,
        fastestLap: FastestLap(rank: 2, lap: 51, time: LapTime(milliseconds: 73_012)))
    static let second = RaceResult(
        position: 2, positionText: "2", number: 1, driver: SampleData.verstappen, constructor: SampleData.redBull, grid: 1,
        laps: 78, status: "Finished", time: RaceTime(milliseconds: 6_214_314, display: "+2.314"), points: 18,
        fastestLap: FastestLap(rank: 1, lap: 44, time: LapTime(milliseconds: 72_608)))
    static let retired = RaceResult(
        position: 3, positionText: "R", classification: .retired, number: 4, driver: norris, constructor: mclaren, grid: 0,
        laps: 40, status: "Collision", points: 0)

    static let monacoResults = RaceResults(race: monaco, results: [winner, second, retired])

    static let driverTable = DriverStandingsTable(
        season: 2025, round: 3,
        driverStandings: [
            DriverStanding(position: 1, positionText: "1", points: 62, wins: 1, driver: SampleData.verstappen, constructors: [SampleData.redBull]),
            DriverStanding(position: 2, positionText: "2", points: 59, wins: 1, driver: SampleData.leclerc, constructors: [SampleData.ferrari]),
            DriverStanding(position: 3, positionText: "3", points: 56, wins: 1, driver: norris, constructors: [mclaren]),
            DriverStanding(
                position: 4, positionText: "4", points: 12.5, wins: 0, driver: SampleData.driver("tsunoda", "Yuki", "Tsunoda", code: "TSU"),
                constructors: [Constructor(id: "rb", name: "Racing Bulls"), SampleData.redBull]),
        ])

    static let constructorTable = ConstructorStandingsTable(
        season: 2025, round: 3,
        constructorStandings: [
            ConstructorStanding(position: 1, positionText: "1", points: 93, wins: 1, constructor: SampleData.ferrari),
            ConstructorStanding(position: 2, positionText: "2", points: 80, wins: 1, constructor: SampleData.redBull),
            ConstructorStanding(position: 3, positionText: "3", points: 56, wins: 1, constructor: mclaren),
            ConstructorStanding(position: 4, positionText: "4", points: 48, wins: 0, constructor: Constructor(id: "mercedes", name: "Mercedes")),
        ])
}

@Suite struct RaceResultsMappingTests {
    typealias U = UISamples

    @Test func theWinnersRow() {
        let row = RaceResultsScreen.makeRowData(from: U.winner, format: U.utc)
        var expected = F1UI.Result.Row(
            position: "1", driver: "Charles Leclerc", code: "LEC", team: "Ferrari", grid: "3", laps: "78", time: "1:43:32.000",
            points: "25", fastestLap: "1:13.012", hasFastestLap: false, podium: 1)
        // The ids the row's route and team colour come from.
        expected.driverID = U.winner.driver.id
        expected.teamID = U.winner.constructor.id
        #expect(row == expected)
    }

    @Test func aFinisherShowsItsGapAndTheFastestLapFlag() {
        let row = RaceResultsScreen.makeRowData(from: U.second, format: U.utc)
        #expect(row.position == "2")
        #expect(row.time == "+2.314")
        #expect(row.grid == "1")
        #expect(row.fastestLap == "1:12.608")
        #expect(row.hasFastestLap)
        #expect(row.podium == 2)
    }

    @Test func aRetirementShowsRTheStatusAndNoPodium() {
        // Third in the list, but retired: not a podium, and no position number.
        let row = RaceResultsScreen.makeRowData(from: U.retired, format: U.utc)
        #expect(row.position == "R")
        #expect(row.time == "Collision")
        #expect(row.points == "0")
        #expect(row.podium == nil)
        #expect(row.fastestLap == nil)
        #expect(!row.hasFastestLap)
        #expect(row.laps == "40")
    }

    @Test(arguments: [(Classification.disqualified, "D"), (.excluded, "E"), (.withdrawn, "W"), (.notClassified, "N")])
    func otherClassificationsShowTheirLetter(classification: Classification, letter: String) {
        var result = U.second
        result.classification = classification
        result.positionText = letter
        let row = RaceResultsScreen.makeRowData(from: result, format: U.utc)
        #expect(row.position == letter)
        #expect(row.podium == nil)
    }

    @Test(arguments: [(0 as Int?, "pit"), (1, "1"), (20, "20"), (nil, "")])
    func grid(grid: Int?, text: String) {
        var result = U.winner
        result.grid = grid
        #expect(RaceResultsScreen.makeRowData(from: result, format: U.utc).grid == text)
    }

    @Test(arguments: [(12.5, "12.5"), (0.5, "0.5"), (26, "26"), (4.5, "4.5")])
    func points(points: Double, text: String) {
        var result = U.second
        result.points = points
        #expect(RaceResultsScreen.makeRowData(from: result, format: U.utc).points == text)
    }

    @Test func aDriverWithoutACodeGetsThreeLettersOfTheFamilyName() {
        var result = U.winner
        result.driver = Driver(id: "fangio", givenName: "Juan Manuel", familyName: "Fangio")
        let row = RaceResultsScreen.makeRowData(from: result, format: U.utc)
        #expect(row.code == "FAN")
        #expect(row.driver == "Juan Manuel Fangio")
    }

    @Test func contentNamesTheFastestLap() {
        let content = RaceResultsScreen.makeContent(from: U.monacoResults, format: U.utc)
        #expect(content.season == 2025)
        #expect(content.race.name == "Monaco Grand Prix")
        #expect(content.race.round == 4)
        #expect(content.rows.map(\.position) == ["1", "2", "R"])
        #expect(content.fastestLap == "Max Verstappen, 1:12.608 on lap 44")
    }

    @Test func fastestLapWithoutALapNumber() {
        var results = U.monacoResults
        results.results[1].fastestLap?.lap = nil
        #expect(RaceResultsScreen.makeContent(from: results, format: U.utc).fastestLap == "Max Verstappen, 1:12.608")
    }

    @Test func noFastestLapWhenNobodyHasRankOne() {
        var results = U.monacoResults
        results.results[1].fastestLap?.rank = 3
        #expect(RaceResultsScreen.makeContent(from: results, format: U.utc).fastestLap == nil)
    }
}

@Suite struct RacesMappingTests {
    typealias U = UISamples

    @Test func anUpcomingRace() {
        let row = RacesScreen.makeRowData(from: SeasonSchedule.Upcoming(race: U.monaco, daysUntil: 11), isNext: true, format: U.utc)
        #expect(
            row
                == F1UI.Race.Row(
                    round: 4, name: "Monaco Grand Prix",
                    circuit: F1UI.Circuit.Row(name: "Circuit de Monaco", place: "Monte Carlo, Monaco"),
                    date: "Sun 25 May 2025", startTime: "13:00", countdown: "in 11 days", winner: nil, isNext: true))
    }

    @Test(arguments: [(0, "today"), (1, "tomorrow"), (30, "in 30 days")])
    func countdownText(days: Int, text: String) {
        let row = RacesScreen.makeRowData(from: SeasonSchedule.Upcoming(race: U.monaco, daysUntil: days), isNext: false, format: U.utc)
        #expect(row.countdown == text)
        #expect(!row.isNext)
    }

    @Test func aPastRaceNamesItsWinner() {
        let row = RacesScreen.makeRowData(from: SeasonSchedule.Past(race: U.monaco, winner: U.winner), format: U.utc)
        #expect(row.winner == "Charles Leclerc")
        #expect(row.countdown == nil)
        #expect(!row.isNext)
    }

    @Test func aPastRaceWithoutResultsHasNoWinner() {
        let row = RacesScreen.makeRowData(from: SeasonSchedule.Past(race: U.monaco, winner: nil), format: U.utc)
        #expect(row.winner == nil)
        #expect(row.date == "Sun 25 May 2025")
    }

    @Test func theDateMovesWithTheStartTimeIntoTheChosenZone() throws {
        var race = U.monaco
        race.startTime = TimeOfDay(hours: 23, minutes: 30)
        let row = RacesScreen.makeRowData(from: race, format: try U.format("Asia/Tokyo"))
        #expect(row.date == "Mon 26 May 2025")
        #expect(row.startTime == "08:30")
    }

    @Test func withoutAStartTimeTheDayStays() throws {
        var race = U.monaco
        race.startTime = nil
        let row = RacesScreen.makeRowData(from: race, format: try U.format("Pacific/Auckland"))
        #expect(row.date == "Sun 25 May 2025")
        #expect(row.startTime == nil)
    }

    @Test func onlyTheFirstUpcomingRaceIsNext() {
        let later = SampleData.race(round: 5, name: "Canadian Grand Prix", date: CalendarDate(year: 2025, month: 6, day: 8))
        let earlier = SampleData.race(round: 3, name: "Australian Grand Prix", date: CalendarDate(year: 2025, month: 4, day: 13))
        let schedule = SeasonSchedule(
            season: 2025, today: CalendarDate(year: 2025, month: 5, day: 14),
            upcoming: [.init(race: U.monaco, daysUntil: 11), .init(race: later, daysUntil: 25)],
            past: [.init(race: earlier, winner: U.winner)])
        let content = RacesScreen.makeContent(from: schedule, format: U.utc)

        #expect(content.season == 2025)
        #expect(content.upcoming.map(\.isNext) == [true, false])
        #expect(content.upcoming.map(\.countdown) == ["in 11 days", "in 25 days"])
        #expect(content.past.map(\.winner) == ["Charles Leclerc"])
        #expect(content.past.map(\.isNext) == [false])
    }
}

@Suite struct StandingsMappingTests {
    typealias U = UISamples

    @Test func theLeaderHasNoGap() {
        let standing = U.driverTable.driverStandings[0]
        let row = StandingsScreen.makeRowData(from: standing, pointsBehind: nil, format: U.utc)
        var expected = F1UI.Standings.Row(
            position: "1", name: "Max Verstappen", code: "VER", nationality: "", teams: "Red Bull", points: "62", wins: "1",
            behindLeader: nil, isLeader: true)
        expected.driverID = standing.driver.id
        expected.teamID = standing.constructors.last?.id
        #expect(row == expected)
    }

    @Test(arguments: [(1, "-3"), (2, "-6"), (3, "-49.5")])
    func pointsBehindTheLeader(index: Int, text: String) {
        // The gap is the domain's, computed once for every face from the table.
        let row = StandingsScreen.makeRowData(
            from: U.driverTable.driverStandings[index], pointsBehind: U.driverTable.pointsBehindLeader[index], format: U.utc)
        #expect(row.behindLeader == text)
        #expect(!row.isLeader)
    }

    @Test func teamsOfAMidSeasonMoveAreJoined() {
        let row = StandingsScreen.makeRowData(from: U.driverTable.driverStandings[3], pointsBehind: 49.5, format: U.utc)
        #expect(row.teams == "Racing Bulls / Red Bull")
        #expect(row.points == "12.5")
    }

    @Test func anExcludedDriverShowsThePublishedText() {
        var standing = U.driverTable.driverStandings[1]
        standing.position = nil
        standing.positionText = "-"
        standing.driver.nationality = "Monegasque"
        let row = StandingsScreen.makeRowData(from: standing, pointsBehind: 3, format: U.utc)
        #expect(row.position == "-")
        #expect(row.nationality == "Monegasque")
    }

    @Test func driversContent() {
        let content = StandingsScreen.makeContent(from: U.driverTable, format: U.utc)
        #expect(content.season == 2025)
        #expect(content.round == 3)
        #expect(content.kind == .drivers && content.table == .drivers(U.driverTable))
        #expect(content.rows.map(\.code) == ["VER", "LEC", "NOR", "TSU"])
        #expect(content.rows.map(\.isLeader) == [true, false, false, false])
        #expect(content.rows.map(\.behindLeader) == [nil, "-3", "-6", "-49.5"])
    }

    @Test func constructorsContent() {
        let content = StandingsScreen.makeContent(from: U.constructorTable, format: U.utc)
        #expect(content.kind == .constructors && content.table == .constructors(U.constructorTable))
        #expect(content.rows.map(\.name) == ["Ferrari", "Red Bull", "McLaren", "Mercedes"])
        #expect(content.rows.map(\.code) == ["", "", "", ""] && content.rows.map(\.teams) == ["", "", "", ""])
        #expect(content.rows.map(\.behindLeader) == [nil, "-13", "-37", "-45"])
        #expect(content.rows.map(\.nationality) == ["Italian", "Austrian", "British", ""])
        #expect(content.rows.first?.points == "93")
        #expect(content.rows.first?.isLeader == true)
    }
}

@Suite struct LiveBoardMappingTests {
    static let race = LiveRaceData(
        raceName: "Monaco Grand Prix", currentLap: 42, totalLaps: 78, leader: "leclerc",
        positions: [
            LivePosition(position: 1, driver: "leclerc", code: "LEC", constructorName: "Ferrari", constructor: "ferrari"),
            LivePosition(
                position: 2, driver: "max_verstappen", code: "VER", constructorName: "Red Bull", constructor: "red_bull",
                gapToLeader: LapTime(milliseconds: 2314), interval: LapTime(milliseconds: 2314)),
            // A timing feed names no id: its own colour for the team.
            LivePosition(
                position: 3, driver: "norris", code: "NOR", constructorName: "McLaren", teamColour: "FF8000",
                gapToLeader: LapTime(milliseconds: 64_902), interval: LapTime(milliseconds: 62_588)),
        ])

    @Test func theBoard() {
        let board = LiveRaceScreen.makeBoardData(from: Self.race)
        #expect(board.raceName == "Monaco Grand Prix")
        #expect(board.lap == "42/78")
        #expect(board.leader == "LEC")
        #expect(!board.isFinished)
        #expect(
            board.lines == [
                .init(position: "1", code: "LEC", team: "Ferrari", gap: "Leader", interval: "", teamColor: .init(red: 0xE8, green: 0, blue: 0x2D)),
                .init(
                    position: "2", code: "VER", team: "Red Bull", gap: "+2.314", interval: "+2.314",
                    teamColor: .init(red: 0x36, green: 0x71, blue: 0xC6)),
                .init(
                    position: "3", code: "NOR", team: "McLaren", gap: "+1:04.902", interval: "+1:02.588",
                    teamColor: .init(red: 0xFF, green: 0x80, blue: 0)),
            ])
    }

    /// Places are counted against the update before: gained ▲, lost ▼, a car new to the board unmarked.
    @Test func placesGainedAndLost() {
        let board = LiveRaceScreen.makeBoardData(from: Self.race, previous: ["leclerc": 3, "max_verstappen": 1])
        #expect(board.lines.map(\.change) == [2, -1, 0])
        #expect(board.lines.map(\.changeMark) == ["▲2", "▼1", ""])
        #expect(LiveRaceScreen.makeSummary(from: board).text == "Lap 42/78 · LEC leads · VER +2.314")
    }

    /// The board's colours come from the data (the id, else the feed's colour), never from the
    /// team's name: a car named only by team name keeps the neutral colour.
    @Test func theBoardsColoursComeFromTheIdOrTheFeedNotTheName() {
        var race = Self.race
        race.positions[0].constructor = nil
        race.positions[2].teamColour = "#00D7B6"
        let board = LiveRaceScreen.makeBoardData(from: race)
        #expect(board.lines.map(\.teamColor) == [nil, F1UI.TeamColor.forConstructor("red_bull"), F1UI.TeamColor(red: 0, green: 0xD7, blue: 0xB6)])
    }

    @Test func theFlag() {
        var race = Self.race
        race.currentLap = 78
        race.isFinished = true
        let board = LiveRaceScreen.makeBoardData(from: race)
        #expect(board.lap == "78/78")
        #expect(board.isFinished)
    }

    @Test func aLeaderMissingFromThePositionsShowsItsID() {
        var race = Self.race
        race.leader = "hamilton"
        #expect(LiveRaceScreen.makeBoardData(from: race).leader == "hamilton")
    }
}

@Suite struct SeasonAndOverviewMappingTests {
    typealias U = UISamples

    @Test func aSeasonRow() {
        let row = SeasonsScreen.makeRowData(
            from: Season(year: 2023, url: URL(string: "https://en.wikipedia.org/wiki/2023_Formula_One_World_Championship")))
        #expect(
            row
                == F1UI.Season.Row(
                    year: 2023, title: "2023 season", url: "https://en.wikipedia.org/wiki/2023_Formula_One_World_Championship"))
        #expect(SeasonsScreen.makeRowData(from: Season(year: 1950)).url == nil)
    }

    static let overview = SeasonOverview(
        season: 2025, nextRace: SeasonSchedule.Upcoming(race: U.monaco, daysUntil: 11), lastRace: U.monacoResults,
        driverStandings: U.driverTable, constructorStandings: U.constructorTable, racesRun: 3, racesTotal: 8)

    @Test func overviewContent() {
        let content = OverviewScreen.makeContent(from: Self.overview, format: U.utc)
        #expect(content.season == 2025)
        #expect(content.progress == "3 of 8 races run")
        #expect(content.nextRace?.countdown == "in 11 days")
        #expect(content.nextRace?.isNext == true)
        #expect(content.lastRace?.winner == "Charles Leclerc")
        #expect(content.lastRace?.countdown == nil)
        // Only the top three of each championship, leader first.
        #expect(content.drivers.map(\.code) == ["VER", "LEC", "NOR"])
        #expect(content.drivers.map(\.behindLeader) == [nil, "-3", "-6"])
        #expect(content.constructors.map(\.name) == ["Ferrari", "Red Bull", "McLaren"])
    }

    @Test func overviewBeforeTheSeason() {
        let overview = SeasonOverview(
            season: 2026, nextRace: SeasonSchedule.Upcoming(race: U.monaco, daysUntil: 40), lastRace: nil,
            driverStandings: nil, constructorStandings: nil, racesRun: 0, racesTotal: 24)
        let content = OverviewScreen.makeContent(from: overview, format: U.utc)
        #expect(content.progress == "0 of 24 races run")
        #expect(content.lastRace == nil)
        #expect(content.drivers.isEmpty)
        #expect(content.constructors.isEmpty)
        #expect(content.nextRace?.countdown == "in 40 days")
    }
}
