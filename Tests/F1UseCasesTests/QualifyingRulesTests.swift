import F1Domain
import F1TestSupport
import F1UseCases
import Testing

@Suite("Qualifying rules")
struct QualifyingRulesTests {
    static func car(_ position: Int, _ code: String, _ q1: String?, _ q2: String? = nil, _ q3: String? = nil, text: String? = nil) -> QualifyingResult
    {
        QualifyingResult(
            position: position, positionText: text, driver: SampleData.driver(code.lowercased(), code, code, code: code),
            constructor: SampleData.ferrari, q1: q1.flatMap { LapTime($0) }, q2: q2.flatMap { LapTime($0) }, q3: q3.flatMap { LapTime($0) })
    }

    /// Spa 2021 in small: a wet Q3 slower than Q2, a car that reached Q3 and set no time there,
    /// a Q2 exit, a Q1 exit, a car with no time at all and a disqualified one.
    static let spa = QualifyingResults(
        race: Season2025.monaco, format: .knockout,
        results: [
            car(1, "VER", "1:58.717", "1:56.559", "1:59.765"),
            car(2, "RUS", "1:59.864", "1:56.950", "2:00.086"),
            car(3, "NOR", "1:58.301", "1:56.025"),
            car(4, "LEC", "2:00.728", "1:57.721"),
            car(5, "GIO", "2:02.306"),
            car(6, "PER", nil),
            car(7, "SAI", "1:59.000", "1:57.000", text: "DSQ"),
        ])

    @Test("A car faster in its last segment than one that went on reached the next segment, without a time there")
    func reachedWithoutATime() {
        let results = Self.spa.results
        #expect(results.map { Self.spa.reached($0) } == [.q3, .q3, .q3, .q2, .q1, nil, .q2])
        #expect(results.map { Self.spa.eliminatedIn($0) } == [nil, nil, nil, .q2, .q1, .q1, nil])
    }

    @Test("Gaps to pole compare the segment each car reached; none for a car without a time there")
    func gaps() {
        #expect(Self.spa.results.map { Self.spa.millisecondsBehindPole($0) } == [0, 321, nil, 1162, 3589, nil, nil])
        #expect(Self.spa.pole?.decidingTime == LapTime("1:59.765"))
    }

    @Test("One-time formats compare counting times and eliminate nobody")
    func oneTime() {
        let results = QualifyingResults(
            race: Season2025.monaco, format: .oneSession,
            results: [
                QualifyingResult(position: 1, driver: SampleData.leclerc, constructor: SampleData.ferrari, time: LapTime("1:20.000")),
                QualifyingResult(position: 2, driver: SampleData.verstappen, constructor: SampleData.redBull, time: LapTime("1:20.456")),
            ])
        #expect(!results.isKnockout && results.segmentsHeld.isEmpty)
        #expect(results.results.map { results.millisecondsBehindPole($0) } == [0, 456])
        #expect(results.results.map { results.eliminatedIn($0) } == [nil, nil])
    }

    /// Silverstone 2021: the race's grid came from the sprint, but Friday's qualifying was a
    /// knockout like any other, and its segments and gaps read as one.
    @Test("A sprint weekend's qualifying (2021-2022) is a knockout of three segments")
    func sprintWeekendQualifying() {
        var silverstone = Self.spa
        silverstone.format = .sprintRace
        #expect(silverstone.isKnockout && silverstone.segmentsHeld == [.q1, .q2, .q3])
        #expect(silverstone.results.map { silverstone.eliminatedIn($0) } == Self.spa.results.map { Self.spa.eliminatedIn($0) })
        #expect(silverstone.results.map { silverstone.millisecondsBehindPole($0) } == [0, 321, nil, 1162, 3589, nil, nil])
    }

    @Test("Without a format, three segments with times make a knockout; two do not")
    func inferredKnockout() {
        var unknown = Self.spa
        unknown.format = nil
        #expect(unknown.isKnockout)
        unknown.results = unknown.results.map {
            var car = $0
            car.q3 = nil
            return car
        }
        #expect(!unknown.isKnockout && unknown.segmentsHeld == [.q1, .q2])
    }
}

@Suite("Pole position as the record books credit it")
struct PolePositionTests {
    func weekend(season: Int, format: QualifyingFormat) -> RaceWeekend {
        var race = Season2025.monaco
        (race.season, race.qualifyingFormat) = (season, format)
        let qualifying = QualifyingResults(
            race: race, format: format,
            results: [
                QualifyingResult(position: 1, driver: SampleData.leclerc, constructor: SampleData.ferrari, q3: LapTime("1:26.134"))
            ])
        let sprint = SprintResults(
            race: race,
            results: [
                SprintResult(position: 1, positionText: "1", driver: SampleData.verstappen, constructor: SampleData.redBull, status: "Finished")
            ])
        return RaceWeekend(race: race, now: Moment(millisecondsSince1970: 0), sessions: [], results: nil, qualifying: qualifying, sprint: sprint)
    }

    @Test("In 2021 the sprint set the grid and its winner was credited with pole")
    func sprintPole2021() {
        let pole = weekend(season: 2021, format: .sprintRace).polePosition
        #expect(pole?.driver.id == "max_verstappen" && pole?.wonTheSprint == true && pole?.time == nil)
        #expect(weekend(season: 2021, format: .sprintRace).poleSitter?.driver.id == "leclerc", "still the fastest qualifier")
    }

    @Test("From 2022 the fastest qualifier was credited again, with the lap that took it")
    func qualifyingPole() {
        for (season, format) in [(2022, QualifyingFormat.sprintRace), (2024, .knockout)] {
            let pole = weekend(season: season, format: format).polePosition
            #expect(pole?.driver.id == "leclerc" && pole?.wonTheSprint == false && pole?.time == LapTime("1:26.134"))
        }
    }
}
