import F1Domain
import Observation

/// A championship table: drivers' or constructors'.
@MainActor
@Observable
public final class StandingsScreen: LoadingScreen {
    /// Which championship.
    public enum Kind: String, Sendable, CaseIterable {
        case drivers
        case constructors
    }

    /// The table a source published, as the screen was given it.
    public enum Table: Equatable, Sendable {
        case drivers(DriverStandingsTable)
        case constructors(ConstructorStandingsTable)
    }

    public struct Content: Equatable, Sendable {
        public var season: Int
        /// The last round counted.
        public var round: Int
        public var kind: Kind
        public var rows: [F1UI.Standings.Row]
        /// The table the rows were made from, for machine-readable output of the same load.
        public var table: Table

        public init(season: Int, round: Int, rows: [F1UI.Standings.Row], table: Table) {
            self.season = season
            self.round = round
            self.rows = rows
            self.table = table
            switch table {
            case .drivers: kind = .drivers
            case .constructors: kind = .constructors
            }
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    /// The table on screen.
    public private(set) var kind: Kind
    /// The tables this screen can switch between.
    public var kinds: [Kind] { other == nil ? [primaryKind] : Kind.allCases }
    /// The table on screen's loads; each table keeps its own, so switching back shows it at once.
    public var loader: ContentLoader<Content> { kind == primaryKind ? primary : other ?? primary }

    @ObservationIgnored private let primaryKind: Kind
    @ObservationIgnored private let primary: ContentLoader<Content>
    @ObservationIgnored private let other: ContentLoader<Content>?
    @ObservationIgnored private let season: Int
    @ObservationIgnored private let router: Router?

    /// The drivers' championship of `season`.
    public convenience init(season: Int, format: F1UI.Format, loadDrivers: @escaping @Sendable (Int) async throws -> DriverStandingsTable) {
        self.init(season: season, kind: .drivers, primary: Self.driversLoader(season, format, loadDrivers), other: nil, router: nil)
    }

    /// The constructors' championship of `season`.
    public convenience init(season: Int, format: F1UI.Format, loadConstructors: @escaping @Sendable (Int) async throws -> ConstructorStandingsTable) {
        self.init(season: season, kind: .constructors, primary: Self.constructorsLoader(season, format, loadConstructors), other: nil, router: nil)
    }

    /// Both championships of `season`, switchable, showing `kind` first; choosing a row opens that
    /// driver's or team's season through `router`.
    public convenience init(
        season: Int, kind: Kind = .drivers, format: F1UI.Format, router: Router?,
        loadDrivers: @escaping @Sendable (Int) async throws -> DriverStandingsTable,
        loadConstructors: @escaping @Sendable (Int) async throws -> ConstructorStandingsTable
    ) {
        self.init(
            season: season, kind: .drivers, primary: Self.driversLoader(season, format, loadDrivers),
            other: Self.constructorsLoader(season, format, loadConstructors), router: router)
        self.kind = kind
    }

    private init(season: Int, kind: Kind, primary: ContentLoader<Content>, other: ContentLoader<Content>?, router: Router?) {
        self.season = season
        self.kind = kind
        self.primaryKind = kind
        self.primary = primary
        self.other = other
        self.router = router
    }

    /// Shows the other table, loading it the first time.
    public func onSelectKind(_ kind: Kind) async {
        guard kinds.contains(kind) else { return }
        self.kind = kind
        await loader.appear()
    }

    /// Switches between the drivers' and the constructors' table.
    public func onToggleKind() async {
        await onSelectKind(kind == .drivers ? .constructors : .drivers)
    }

    /// Opens the season, race by race, of the driver or team on row `index` of the table on screen.
    public func onSelectRow(at index: Int) {
        guard let content = state.content else { return }
        switch content.table {
        case .drivers(let table):
            guard let standing = table.driverStandings[safe: index] else { return }
            router?.push(.driverSeason(season: season, driver: standing.driver.id))
        case .constructors(let table):
            guard let standing = table.constructorStandings[safe: index] else { return }
            router?.push(.constructorSeason(season: season, constructor: standing.constructor.id))
        }
    }

    private static func driversLoader(
        _ season: Int, _ format: F1UI.Format, _ load: @escaping @Sendable (Int) async throws -> DriverStandingsTable
    ) -> ContentLoader<Content> {
        ContentLoader { makeContent(from: try await load(season), format: format) }
    }

    private static func constructorsLoader(
        _ season: Int, _ format: F1UI.Format, _ load: @escaping @Sendable (Int) async throws -> ConstructorStandingsTable
    ) -> ContentLoader<Content> {
        ContentLoader { makeContent(from: try await load(season), format: format) }
    }

    package nonisolated static func makeContent(from table: DriverStandingsTable, format: F1UI.Format) -> Content {
        Content(
            season: table.season, round: table.round,
            rows: zip(table.driverStandings, table.pointsBehindLeader).map { makeRowData(from: $0, pointsBehind: $1, format: format) },
            table: .drivers(table))
    }

    package nonisolated static func makeContent(from table: ConstructorStandingsTable, format: F1UI.Format) -> Content {
        Content(
            season: table.season, round: table.round,
            rows: zip(table.constructorStandings, table.pointsBehindLeader).map { makeRowData(from: $0, pointsBehind: $1, format: format) },
            table: .constructors(table))
    }

    package nonisolated static func makeRowData(
        from standing: DriverStanding, pointsBehind: Double?, format: F1UI.Format
    ) -> F1UI.Standings.Row {
        var row = F1UI.Standings.Row(
            position: standing.position.map(String.init) ?? standing.positionText, name: standing.driver.fullName,
            code: standing.driver.displayCode, nationality: standing.driver.nationality ?? "",
            teams: standing.constructors.map(\.name).joined(separator: " / "), points: format.points(standing.points),
            wins: String(standing.wins), behindLeader: pointsBehind.map { "-" + format.points($0) },
            isLeader: pointsBehind == nil)
        row.driverID = standing.driver.id
        // The team a driver ended with colours the row, as a season's last livery is the one remembered.
        row.teamID = standing.constructors.last?.id
        return row
    }

    package nonisolated static func makeRowData(
        from standing: ConstructorStanding, pointsBehind: Double?, format: F1UI.Format
    ) -> F1UI.Standings.Row {
        var row = F1UI.Standings.Row(
            position: standing.position.map(String.init) ?? standing.positionText, name: standing.constructor.name,
            nationality: standing.constructor.nationality ?? "", points: format.points(standing.points),
            wins: String(standing.wins), behindLeader: pointsBehind.map { "-" + format.points($0) },
            isLeader: pointsBehind == nil)
        row.teamID = standing.constructor.id
        return row
    }
}
