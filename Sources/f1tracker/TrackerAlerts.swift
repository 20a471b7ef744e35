import F1Domain
import F1UI
import F1UseCases
import TerminalKit

/// `--alerts`: each event of the Live tab's session (its start, a red flag, a safety car or a
/// virtual one deployed or ending, the chequered flag) rings the terminal's bell and sends a
/// desktop notification through the terminal, once, whether or not the Live tab is on screen.
enum TrackerAlerts {
    /// `follow` whose frames announce their events on `session`'s output, between frames (its
    /// writes never interleave), which the escape sequences leave as they were drawn.
    static func announcing(
        _ follow: @escaping @Sendable (_ season: Int) -> AsyncThrowingStream<LiveRaceData, any Error>, on session: TerminalSession
    ) -> @Sendable (_ season: Int) -> AsyncThrowingStream<LiveRaceData, any Error> {
        // One log for every stream the tab starts: stopping and starting, or another season's race.
        let events = LiveRaceEventLog()
        return { season in
            follow(season).announcingEvents(to: events) { announced in
                for event in announced {
                    let alert = F1UI.Live.Alert(event)
                    session.write(TerminalNotification.bytes(title: alert.title, text: alert.text))
                }
            }
        }
    }
}
