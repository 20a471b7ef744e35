import F1Domain
import F1UseCases
import Observation

/// What is next: the session under way or about to start, and its weekend's timetable.
@MainActor
@Observable
public final class NextSessionScreen: LoadingScreen {
    public struct Content: Equatable, Sendable {
        /// "Monaco Grand Prix: Practice 1, Fri 23 May 2025 13:30 (in 8 days 23 h)".
        public var headline: String
        public var session: F1UI.Weekend.SessionRow
        /// The weekend the session belongs to.
        public var weekend: RaceWeekendScreen.Content
        /// What the rows were made from.
        public var next: NextUp

        public init(headline: String, session: F1UI.Weekend.SessionRow, weekend: RaceWeekendScreen.Content, next: NextUp) {
            self.headline = headline
            self.session = session
            self.weekend = weekend
            self.next = next
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public let loader: ContentLoader<Content>

    public init(format: F1UI.Format, loadNext: @escaping @Sendable () async throws -> NextUp) {
        loader = ContentLoader { Self.makeContent(from: try await loadNext(), format: format) }
    }

    package nonisolated static func makeContent(from next: NextUp, format: F1UI.Format) -> Content {
        let weekend = RaceWeekendScreen.makeContent(from: next.weekend, format: format)
        let session = RaceWeekendScreen.makeRowData(from: next.session, season: next.race.season, isNext: true, format: format)
        let when = [session.day, session.time].compactMap { $0 }.joined(separator: " ")
        let headline = "\(next.race.name): \(session.name), \(when) (\(session.status))"
        return Content(headline: headline, session: session, weekend: weekend, next: next)
    }
}
