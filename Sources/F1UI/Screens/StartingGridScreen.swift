import F1Domain
import F1UseCases
import Observation

/// A race's starting grid, with penalties and pit-lane starts.
@MainActor
@Observable
public final class StartingGridScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var race: F1UI.Race.Row
        public var season: Int
        public var rows: [F1UI.Grid.Row]
        /// What the rows were made from.
        public var grid: StartingGrid

        public init(race: F1UI.Race.Row, season: Int, rows: [F1UI.Grid.Row], grid: StartingGrid) {
            self.race = race
            self.season = season
            self.rows = rows
            self.grid = grid
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, loadGrid: @escaping @Sendable () async throws -> StartingGrid) {
        loader = ContentLoader { Self.makeContent(from: try await loadGrid(), format: format) }
    }

    package nonisolated static func makeContent(from grid: StartingGrid, format: F1UI.Format) -> Content {
        Content(
            race: RacesScreen.makeRowData(from: grid.race, format: format), season: grid.race.season,
            rows: grid.positions.map { makeRowData(from: $0, format: format) }, grid: grid)
    }

    package nonisolated static func makeRowData(from slot: GridPosition, format: F1UI.Format) -> F1UI.Grid.Row {
        var notes: [String] = []
        if let places = slot.penaltyPlaces, places > 0 { notes.append("\(places)-place penalty") }
        if slot.startsFromBack { notes.append("to the back") }
        if slot.pitLane { notes.append("pit lane") }
        var row = F1UI.Grid.Row(
            slot: slot.pitLane ? "PL" : slot.position.map(String.init) ?? slot.positionText, driver: slot.driver.fullName,
            code: slot.driver.displayCode, team: slot.constructor.name, qualified: slot.qualifyingPosition.map(String.init) ?? "",
            note: notes.joined(separator: ", "), time: slot.time.map(format.lapTime))
        row.driverID = slot.driver.id
        row.teamID = slot.constructor.id
        return row
    }
}
