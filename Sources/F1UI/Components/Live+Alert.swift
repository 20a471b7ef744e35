import F1Domain
import F1UseCases

extension F1UI.Live {
    /// An event of a live session as an alert says it: "Red flag" over "Miami Grand Prix · lap 34 ·
    /// RED FLAG". Race control's message is text from data: each face escapes it for itself.
    public struct Alert: Equatable, Sendable {
        public var title: String
        public var text: String

        public init(_ event: LiveRaceEvent) {
            title = Self.title(event.kind)
            text = ([event.session] + (event.lap.map { ["lap \($0)"] } ?? []) + (event.message.map { [$0] } ?? [])).joined(separator: " · ")
        }

        /// The event in a few words, as the board's status line names the track it leaves.
        public static func title(_ kind: LiveRaceEvent.Kind) -> String {
            switch kind {
            case .sessionStart: "Session started"
            case .redFlag: "Red flag"
            case .safetyCar: "Safety car"
            case .safetyCarEnding: "Safety car in this lap"
            case .virtualSafetyCar: "Virtual safety car"
            case .virtualSafetyCarEnding: "Virtual safety car ending"
            case .chequeredFlag: "Chequered flag"
            }
        }
    }
}
