import F1Domain
import Observation

/// A championship table: drivers' or constructors'.
@MainActor
@Observable
public final class StandingsScreen {
    /// Which championship.
    public enum Kind: String, Sendable, CaseIterable {
        case drivers
        case constructors
    }

    public struct Content: Equatable, Sendable {
        public var season: Int
        /// The last round counted.
        public var round: Int
        public var drivers: [F1UI.Standings.DriverRow.ViewData]
        public var constructors: [F1UI.Standings.ConstructorRow.ViewData]
        /// The table the rows were made from (the one asked for), for machine-readable output of the same load.
        public var driverTable: DriverStandingsTable?
        public var constructorTable: ConstructorStandingsTable?

        public init(
            season: Int, round: Int, drivers: [F1UI.Standings.DriverRow.ViewData],
            constructors: [F1UI.Standings.ConstructorRow.ViewData],
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

    public private(set) var state: ViewState = .idle
    private let loadContent: @Sendable () async throws -> Content

    /// The drivers' championship of `season`.
    public init(season: Int, format: F1UI.Format, loadDrivers: @escaping @Sendable (Int) async throws -> DriverStandingsTable) {
        loadContent = { Self.makeContent(from: try await loadDrivers(season), format: format) }
    }

    /// The constructors' championship of `season`.
    public init(season: Int, format: F1UI.Format, loadConstructors: @escaping @Sendable (Int) async throws -> ConstructorStandingsTable) {
        loadContent = { Self.makeContent(from: try await loadConstructors(season), format: format) }
    }

    public func load() async {
        state = .loading
        state = await .outcome { try await loadContent() }
    }

    package nonisolated static func makeContent(from table: DriverStandingsTable, format: F1UI.Format) -> Content {
        let leader = table.driverStandings.first?.points ?? 0
        return Content(season: table.season, round: table.round, drivers: table.driverStandings.enumerated().map {
            makeRowData(from: $0.element, leaderPoints: leader, isLeader: $0.offset == 0, format: format)
        }, constructors: [], driverTable: table)
    }

    package nonisolated static func makeContent(from table: ConstructorStandingsTable, format: F1UI.Format) -> Content {
        let leader = table.constructorStandings.first?.points ?? 0
        return Content(season: table.season, round: table.round, drivers: [], constructors: table.constructorStandings.enumerated().map {
            makeRowData(from: $0.element, leaderPoints: leader, isLeader: $0.offset == 0, format: format)
        }, constructorTable: table)
    }

    package nonisolated static func makeRowData(
        from standing: DriverStanding, leaderPoints: Double, isLeader: Bool, format: F1UI.Format
    ) -> F1UI.Standings.DriverRow.ViewData {
        F1UI.Standings.DriverRow.ViewData(
            position: standing.position.map(String.init) ?? standing.positionText, driver: standing.driver.fullName,
            code: standing.driver.displayCode, nationality: standing.driver.nationality ?? "",
            teams: standing.constructors.map(\.name).joined(separator: " / "), points: format.points(standing.points),
            wins: String(standing.wins), behindLeader: isLeader ? nil : "-" + format.points(leaderPoints - standing.points),
            isLeader: isLeader)
    }

    package nonisolated static func makeRowData(
        from standing: ConstructorStanding, leaderPoints: Double, isLeader: Bool, format: F1UI.Format
    ) -> F1UI.Standings.ConstructorRow.ViewData {
        F1UI.Standings.ConstructorRow.ViewData(
            position: standing.position.map(String.init) ?? standing.positionText, team: standing.constructor.name,
            nationality: standing.constructor.nationality ?? "", points: format.points(standing.points),
            wins: String(standing.wins), behindLeader: isLeader ? nil : "-" + format.points(leaderPoints - standing.points),
            isLeader: isLeader)
    }
}
