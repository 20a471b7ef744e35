import F1Domain
import F1UseCases
import Observation

/// A race's pit stops: per driver (stops, laps, durations), and every stop in race order.
@MainActor
@Observable
public final class PitStopsScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        public var race: F1UI.Race.Row
        public var season: Int
        /// In the order of each driver's first stop.
        public var drivers: [F1UI.PitStops.DriverRow]
        public var stops: [F1UI.PitStops.StopRow]
        /// "Lando Norris, 21.874 on lap 18".
        public var fastest: String?
        /// What the rows were made from.
        public var pitStops: PitStops

        public init(
            race: F1UI.Race.Row, season: Int, drivers: [F1UI.PitStops.DriverRow],
            stops: [F1UI.PitStops.StopRow], fastest: String?, pitStops: PitStops
        ) {
            self.race = race
            self.season = season
            self.drivers = drivers
            self.stops = stops
            self.fastest = fastest
            self.pitStops = pitStops
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, loadStops: @escaping @Sendable () async throws -> PitStops) {
        loader = ContentLoader { Self.makeContent(from: try await loadStops(), format: format) }
    }

    package nonisolated static func makeContent(from pitStops: PitStops, format: F1UI.Format) -> Content {
        let stops = pitStops.stops
        let drivers = pitStops.byDriver.compactMap { own -> F1UI.PitStops.DriverRow? in
            guard let first = own.first else { return nil }
            var row = F1UI.PitStops.DriverRow(
                driver: first.driver.fullName, code: first.driver.displayCode, team: first.constructor?.name ?? "", stops: own.count,
                laps: own.map { String($0.lap) }.joined(separator: ", "),
                durations: own.map { $0.duration.map(format.lapTime) ?? "?" }.joined(separator: ", "),
                total: own.totalDuration.map(format.lapTime) ?? "")
            row.driverID = first.driver.id
            row.teamID = first.constructor?.id
            return row
        }
        let fastest = stops.filter { $0.duration != nil }.min { ($0.duration?.milliseconds ?? 0) < ($1.duration?.milliseconds ?? 0) }
        return Content(
            race: RacesScreen.makeRowData(from: pitStops.race, format: format), season: pitStops.race.season, drivers: drivers,
            stops: stops.map { stop in
                F1UI.PitStops.StopRow(
                    lap: stop.lap, driver: stop.driver.fullName, code: stop.driver.displayCode, stop: stop.stop,
                    duration: stop.duration.map(format.lapTime) ?? "", timeOfDay: stop.timeOfDay.map(\.description),
                    isLong: (stop.duration?.milliseconds ?? 0) >= 60_000)
            },
            fastest: fastest.flatMap { stop in stop.duration.map { "\(stop.driver.fullName), \(format.lapTime($0)) on lap \(stop.lap)" } },
            pitStops: pitStops)
    }
}
