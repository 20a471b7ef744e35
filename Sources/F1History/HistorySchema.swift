/// The index's tables, as docs/history-schema.md describes them. Names are a promise to anyone
/// who writes `f1report query`: a column is added, never renamed; a change of meaning is a new
/// `version`, which makes every program build the index anew.
package enum HistorySchema {
    /// Written into `index_info` and checked on opening: an index of another version is rebuilt.
    package static let version = 3

    package static let tables = [
        """
        CREATE TABLE index_info (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT
        """,
        """
        CREATE TABLE drivers (
            id TEXT PRIMARY KEY, given_name TEXT NOT NULL, family_name TEXT NOT NULL, code TEXT,
            permanent_number INTEGER, date_of_birth TEXT, nationality TEXT, url TEXT) STRICT
        """,
        """
        CREATE TABLE constructors (id TEXT PRIMARY KEY, name TEXT NOT NULL, nationality TEXT, url TEXT) STRICT
        """,
        """
        CREATE TABLE circuits (
            id TEXT PRIMARY KEY, name TEXT NOT NULL, locality TEXT NOT NULL, country TEXT NOT NULL,
            latitude REAL, longitude REAL, url TEXT) STRICT
        """,
        """
        CREATE TABLE seasons (
            year INTEGER PRIMARY KEY, scheduled_rounds INTEGER NOT NULL, races_run INTEGER NOT NULL,
            standings_round INTEGER) STRICT
        """,
        """
        CREATE TABLE races (
            season INTEGER NOT NULL REFERENCES seasons(year), round INTEGER NOT NULL, name TEXT NOT NULL,
            circuit_id TEXT NOT NULL REFERENCES circuits(id), date TEXT NOT NULL, start_time TEXT, url TEXT,
            qualifying_format TEXT, sprint_laps INTEGER, has_results INTEGER NOT NULL,
            PRIMARY KEY (season, round)) STRICT
        """,
        """
        CREATE TABLE race_sessions (
            season INTEGER NOT NULL, round INTEGER NOT NULL, session TEXT NOT NULL, date TEXT NOT NULL, start_time TEXT,
            PRIMARY KEY (season, round, session), FOREIGN KEY (season, round) REFERENCES races(season, round)) STRICT
        """,
        resultsTable("race_results", extra: "pole INTEGER NOT NULL,"),
        resultsTable("sprint_results", extra: ""),
        """
        CREATE TABLE driver_standings (
            season INTEGER NOT NULL REFERENCES seasons(year), round INTEGER NOT NULL, position INTEGER, position_text TEXT NOT NULL,
            driver_id TEXT NOT NULL REFERENCES drivers(id), points REAL NOT NULL, wins INTEGER NOT NULL,
            PRIMARY KEY (season, driver_id)) STRICT
        """,
        """
        CREATE TABLE driver_standing_teams (
            season INTEGER NOT NULL, driver_id TEXT NOT NULL, ordinal INTEGER NOT NULL, constructor_id TEXT NOT NULL REFERENCES constructors(id),
            PRIMARY KEY (season, driver_id, ordinal), FOREIGN KEY (season, driver_id) REFERENCES driver_standings(season, driver_id)) STRICT
        """,
        """
        CREATE TABLE constructor_standings (
            season INTEGER NOT NULL REFERENCES seasons(year), round INTEGER NOT NULL, position INTEGER, position_text TEXT NOT NULL,
            constructor_id TEXT NOT NULL REFERENCES constructors(id), engine TEXT, points REAL NOT NULL, wins INTEGER NOT NULL) STRICT
        """,
        // Every run counted once as the index is built (HistoryStreaks.store): a streak query
        // reads a few rows instead of scanning every result (docs/performance.md).
        """
        CREATE TABLE streak_runs (
            kind TEXT NOT NULL, subject TEXT NOT NULL, who TEXT NOT NULL, length INTEGER NOT NULL,
            first_race INTEGER NOT NULL, last_race INTEGER NOT NULL, is_current INTEGER NOT NULL) STRICT
        """,
        // Each driver's first and last race of each kind, found once as the index is built: the
        // youngest and oldest records date a few hundred races instead of grouping every result.
        """
        CREATE TABLE career_spans (
            driver_id TEXT NOT NULL REFERENCES drivers(id), kind TEXT NOT NULL, first_race INTEGER NOT NULL,
            last_race INTEGER NOT NULL, PRIMARY KEY (kind, driver_id)) STRICT
        """,
        // The champions are the first places of the final tables: a view, so the fact has one place.
        """
        CREATE VIEW champions AS
        SELECT s.year AS season, d.driver_id AS driver_id, d.points AS driver_points, c.constructor_id AS constructor_id,
            c.points AS constructor_points, s.standings_round = s.scheduled_rounds AS is_complete
        FROM seasons s
        LEFT JOIN driver_standings d ON d.season = s.year AND d.position = 1
        LEFT JOIN constructor_standings c ON c.season = s.year AND c.position = 1
        WHERE s.standings_round IS NOT NULL
        """,
    ]

    /// Built after the rows are in (faster than keeping them up to date row by row): the columns
    /// the records filter and join on.
    package static let indexes = [
        "CREATE INDEX race_results_driver ON race_results (driver_id, season)",
        "CREATE INDEX race_results_constructor ON race_results (constructor_id, season)",
        "CREATE INDEX race_results_position ON race_results (position, season)",
        "CREATE INDEX sprint_results_driver ON sprint_results (driver_id, season)",
        "CREATE INDEX sprint_results_constructor ON sprint_results (constructor_id, season)",
        "CREATE INDEX races_circuit ON races (circuit_id, season)",
        "CREATE INDEX driver_standings_driver ON driver_standings (driver_id)",
        "CREATE INDEX constructor_standings_constructor ON constructor_standings (constructor_id, season)",
        "CREATE INDEX drivers_nationality ON drivers (nationality)",
        "CREATE INDEX streak_runs_longest ON streak_runs (kind, subject, length DESC, first_race, who)",
        "CREATE INDEX streak_runs_who ON streak_runs (kind, subject, who, length DESC, first_race)",
    ]

    /// Race and sprint results share their columns. `ordinal` is the row's place in the
    /// classification as published (1, 2, ... down to the cars that did not start); `position` is
    /// the finishing position, NULL for a car not classified, so `position = 1` is a win and
    /// `position <= 3` a podium.
    private static func resultsTable(_ name: String, extra: String) -> String {
        """
        CREATE TABLE \(name) (
            season INTEGER NOT NULL, round INTEGER NOT NULL, ordinal INTEGER NOT NULL,
            place INTEGER NOT NULL, position INTEGER, position_text TEXT NOT NULL, classification TEXT NOT NULL, number INTEGER,
            driver_id TEXT NOT NULL REFERENCES drivers(id), constructor_id TEXT NOT NULL REFERENCES constructors(id), engine TEXT,
            shared_car INTEGER NOT NULL, grid INTEGER, laps INTEGER NOT NULL, status TEXT NOT NULL,
            time_ms INTEGER, time_text TEXT, points REAL NOT NULL, \(extra)
            fastest_lap_rank INTEGER, fastest_lap_number INTEGER, fastest_lap_ms INTEGER, fastest_lap_speed REAL,
            PRIMARY KEY (season, round, ordinal), FOREIGN KEY (season, round) REFERENCES races(season, round)) STRICT
        """
    }
}
