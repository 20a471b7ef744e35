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

    public struct Content: Equatable, Sendable {
        public var season: Int
        /// The last round counted.
        public var round: Int
        public var drivers: [F1UI.Standings.DriverRow]
        public var constructors: [F1UI.Standings.ConstructorRow]
        /// The table the rows were made from (the one asked for), for machine-readable output of the same load.
        public var driverTable: DriverStandingsTable?
        public var constructorTable: ConstructorStandingsTable?

        public init(
            season: Int, round: Int, drivers: [F1UI.Standings.DriverRow],
            constructors: [F1UI.Standings.ConstructorRow],
            driverTable: DriverStandingsTable? = nil, constructorTable: ConstructorStandingsTable? = nil
        ) {
            self.driverTable = driverTable
            self.constructorTable = constructorTable
            self.season = season
            self.round = round
            self.drivers = drivers
            self.constructors = constructors
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
        switch kind {
        case .drivers:
            guard let standing = content.driverTable?.driverStandings[safe: index] else { return }
            router?.push(.driverSeason(season: season, driver: standing.driver.id))
        case .constructors:
            guard let standing = content.constructorTable?.constructorStandings[safe: index] else { return }
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
            drivers: zip(table.driverStandings, table.pointsBehindLeader).map {
                makeRowData(from: $0, pointsBehind: $1, format: format)
            }, constructors: [], driverTable: table)
    }

    package nonisolated static func makeContent(from table: ConstructorStandingsTable, format: F1UI.Format) -> Content {
        Content(
            season: table.season, round: table.round, drivers: [],
            constructors: zip(table.constructorStandings, table.pointsBehindLeader).map {
                makeRowData(from: $0, pointsBehind: $1, format: format)
            }, constructorTable: table)
    }

    package nonisolated static func makeRowData(
        from standing: DriverStanding, pointsBehind: Double?, format: F1UI.Format
    ) -> F1UI.Standings.DriverRow {
        var row = F1UI.Standings.DriverRow(
            position: standing.position.map(String.init) ?? standing.positionText, driver: standing.driver.fullName,
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
    ) -> F1UI.Standings.ConstructorRow {
        var row = F1UI.Standings.ConstructorRow(
            position: standing.position.map(String.init) ?? standing.positionText, team: standing.constructor.name,
            nationality: standing.constructor.nationality ?? "", points: format.points(standing.points),
            wins: String(standing.wins), behindLeader: pointsBehind.map { "-" + format.points($0) },
            isLeader: pointsBehind == nil)
        row.teamID = standing.constructor.id
        return row
    }
}
