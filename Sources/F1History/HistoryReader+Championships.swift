import F1Domain
import F1UseCases
import GRDB

extension HistoryReader {
    /// The first of each season's final tables, with the driver's teams.
    func champions() throws -> [SeasonChampions] {
        let drivers = try drivers()
        let constructors = try constructors()
        let latest = try Int.fetchOne(db, sql: "SELECT max(year) FROM seasons") ?? 0
        var teams: [Int: [Constructor]] = [:]
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT t.season, t.constructor_id FROM driver_standing_teams t
                JOIN driver_standings d ON d.season = t.season AND d.driver_id = t.driver_id AND d.position = 1
                ORDER BY t.season, t.ordinal
                """)
        {
            if let team = constructors[row["constructor_id"]] { teams[row["season"], default: []].append(team) }
        }
        let leaders = try Row.fetchAll(
            db,
            sql: """
                SELECT s.year, s.standings_round, (SELECT max(round) FROM races r WHERE r.season = s.year) AS last_round,
                    d.position AS d_position, d.position_text AS d_text, d.points AS d_points, d.wins AS d_wins, d.driver_id,
                    c.position AS c_position, c.position_text AS c_text, c.points AS c_points, c.wins AS c_wins, c.constructor_id, c.engine
                FROM seasons s
                LEFT JOIN driver_standings d ON d.season = s.year AND d.rowid = (
                    SELECT rowid FROM driver_standings WHERE season = s.year ORDER BY position IS NULL, position, rowid LIMIT 1)
                LEFT JOIN constructor_standings c ON c.season = s.year AND c.rowid = (
                    SELECT rowid FROM constructor_standings WHERE season = s.year ORDER BY position IS NULL, position, rowid LIMIT 1)
                WHERE s.standings_round IS NOT NULL
                ORDER BY s.year
                """)
        return leaders.map { row in
            let season: Int = row["year"]
            let round: Int = row["standings_round"]
            let driver = (row["driver_id"] as String?).flatMap { drivers[$0] }.map { value in
                DriverStanding(
                    position: row["d_position"], positionText: row["d_text"], points: row["d_points"], wins: row["d_wins"], driver: value,
                    constructors: teams[season] ?? [])
            }
            let constructor = (row["constructor_id"] as String?).flatMap { constructors[$0] }.map { value in
                ConstructorStanding(
                    position: row["c_position"], positionText: row["c_text"], points: row["c_points"], wins: row["c_wins"], constructor: value,
                    engine: row["engine"])
            }
            // As the source lists them: only the latest season can have races still to come.
            let lastRound: Int? = row["last_round"]
            let complete = season < latest || (lastRound.map { $0 <= round } ?? true)
            return SeasonChampions(season: season, driver: driver, constructor: constructor, racesRun: round, isComplete: complete)
        }
    }

    /// The season's races and sprints with their results, without what scoring does not read.
    func scoringResults(season: Int, fastestLaps: Bool, sprints: Bool) throws -> SeasonResults {
        let calendar = try races(season: season)
        let drivers = try drivers()
        let constructors = try constructors()
        func rows(_ table: String) throws -> [Int: [HistoryResultFields]] {
            var byRound: [Int: [HistoryResultFields]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table) WHERE season = ? ORDER BY round, ordinal", arguments: [season]) {
                guard let driver = drivers[row["driver_id"]], let constructor = constructors[row["constructor_id"]],
                    let classification = Classification(rawValue: row["classification"])
                else { throw HistoryStoreError.damaged(table, why: "a row of \(season) names a missing driver, team or classification") }
                let rank: Int? = row["fastest_lap_rank"]
                byRound[row["round"], default: []].append(
                    HistoryResultFields(
                        position: row["place"], positionText: row["position_text"], classification: classification, number: row["number"],
                        driver: driver, constructor: constructor, engine: row["engine"], sharedCar: row["shared_car"], grid: nil,
                        laps: row["laps"], status: row["status"], time: nil, points: row["points"],
                        fastestLap: fastestLaps && rank == 1 ? FastestLap(rank: rank, lap: row["fastest_lap_number"]) : nil))
            }
            return byRound
        }
        let races = try rows("race_results")
        let sprintRows = sprints ? try rows("sprint_results") : [:]
        return SeasonResults(
            season: season,
            races: calendar.compactMap { race in races[race.round].map { RaceResults(race: race, results: $0.map(\.raceResult)) } },
            sprints: calendar.compactMap { race in sprintRows[race.round].map { SprintResults(race: race, results: $0.map(\.sprintResult)) } })
    }
}
