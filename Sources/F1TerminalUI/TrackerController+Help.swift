import F1UI

extension TrackerController {
    /// The keys of the screen shown, for the help overlay and the footer.
    package var keyHelp: [KeyHelp] {
        var lines = [KeyHelp(keys: "↑ ↓  j k", action: "move"), KeyHelp(keys: "PgUp PgDn  g G", action: "page, first, last")]
        switch visible {
        case .races, .report(is CompetitorSeasonScreen): lines.append(KeyHelp(keys: "Enter  →  l", action: "open the race weekend"))
        case .standings:
            lines += [
                KeyHelp(keys: "Enter", action: "open the driver's or team's season"),
                KeyHelp(keys: "←  →  h l", action: "drivers / constructors"),
            ]
        case .seasons: lines.append(KeyHelp(keys: "Enter", action: "show this season on every tab"))
        case .weekend:
            lines += [
                KeyHelp(keys: "←  →  h l", action: "timetable, results, qualifying, sprint, grid, pit stops, lap chart"),
                KeyHelp(keys: "v", action: "in the lap chart: positions, gaps, lap times, tyres"),
                KeyHelp(keys: "Enter", action: "in the results: open the driver's season"),
            ]
        case .report:
            lines.append(KeyHelp(keys: "Enter", action: "open the driver's or team's season"))
            if hasSections { lines.append(KeyHelp(keys: "←  →  h l", action: "drivers / constructors")) }
            lines.append(KeyHelp(keys: "w", action: "what-if: the same results under the next era's rules"))
        case .live:
            lines += [KeyHelp(keys: "+  -", action: "faster / slower")]
            if model.live.canJump { lines += [KeyHelp(keys: "[  ]  {  }", action: "a lap back / on, ten laps back / on")] }
            if model.live.canShiftTime {
                lines += [
                    KeyHelp(keys: "<  >", action: "delay 5 s less / more (now \(F1UI.Live.spanText(milliseconds: model.live.delayMilliseconds)))"),
                    KeyHelp(keys: ",  .", action: "10 s back / on"),
                    KeyHelp(keys: "L", action: "back to live"),
                ]
            }
            if model.live.state.content?.layout != nil {
                lines += [KeyHelp(keys: "v", action: showsLiveMap ? "hide the track map" : "show the track map")]
            }
        }
        if model.router.top != nil { lines.append(KeyHelp(keys: "Esc  Backspace", action: "back")) }
        lines += [
            KeyHelp(keys: "Tab  1-4", action: "switch tabs: races, standings, seasons, live"),
            KeyHelp(
                keys: ReportScreens.seasonReports.map { String($0.shortcut) }.joined(separator: " "),
                action: ReportScreens.seasonReports.map(\.name).joined(separator: ", ")),
            KeyHelp(keys: "r", action: "refresh, or retry after an error"),
        ]
        if reveal != nil { lines.append(KeyHelp(keys: "R", action: "spoiler-free: reveal the next session")) }
        lines += [
            KeyHelp(keys: "Space", action: liveToggleHelp),
            KeyHelp(keys: "?", action: "this help (any key closes it)"),
            KeyHelp(keys: "q", action: "quit"),
        ]
        return lines
    }

    /// What Space does now: a session followed live pauses and plays on; anything else stops and starts.
    private var liveToggleHelp: String {
        let live = model.live
        if live.canShiftTime, live.isRunning { return live.isPaused ? "play on from where it was paused" : "pause (live keeps arriving)" }
        return live.isRunning ? "stop the live race" : "start the live race"
    }
}
