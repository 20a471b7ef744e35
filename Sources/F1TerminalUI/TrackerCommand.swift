import F1UI
import TerminalKit

/// What a key asks the app to do. Keys are decoded by TerminalKit; this is where they get their meaning.
package enum TrackerCommand: Hashable, Sendable {
    case up, down, pageUp, pageDown, first, last
    /// Enter, → or l on a list: opens the row.
    case open
    /// Esc, Backspace, ← or h at a list: back one screen.
    case back
    /// ← → or h l where a screen has sections or tables side by side.
    case previousSection, nextSection
    case nextTab, previousTab
    case tab(F1UI.Tab)
    /// `r`: fetch again, or retry after a failure.
    case refresh
    /// Space: start or stop the live race.
    case toggleLive
    case faster, slower
    /// `[` `]` one lap back or on, `{` `}` ten, in a replay.
    case jump(laps: Int)
    /// `<` `>`: a session followed live held back five seconds less or more.
    case delay(steps: Int)
    /// `,` `.`: ten seconds back or on in a session followed live.
    case seek(seconds: Int)
    /// `L`: back to live (less the delay).
    case catchUp
    /// A report of the season shown, by its key (`ReportScreens.seasonReports`).
    case report(key: Character)
    /// `w`: the championship or the champions under the next era's rules.
    case whatIf
    /// `v`: the next chart of the race (positions, gaps, lap times, tyres) in its lap chart section.
    case nextChart
    /// `R`: in spoiler-free mode, the next hidden session shown.
    case reveal
    case help
    case quit

    /// The command for `key`; `hasSections` says whether ← → switch sections on the screen shown.
    package static func forKey(_ key: Key, hasSections: Bool) -> TrackerCommand? {
        switch key {
        case .up, .character("k"): .up
        case .down, .character("j"): .down
        case .pageUp, .control("b"), .control("u"): .pageUp
        case .pageDown, .control("f"), .control("d"): .pageDown
        case .home, .character("g"): .first
        case .end, .character("G"): .last
        case .enter: .open
        case .right, .character("l"): hasSections ? .nextSection : .open
        case .left, .character("h"): hasSections ? .previousSection : .back
        case .escape, .backspace, .delete: .back
        case .tab: .nextTab
        case .backTab: .previousTab
        case .character("1"): .tab(.races)
        case .character("2"): .tab(.standings)
        case .character("3"): .tab(.seasons)
        case .character("4"): .tab(.live)
        case .character("r"), .control("r"), .function(5): .refresh
        case .character(" "): .toggleLive
        case .character("+"), .character("="), .character("f"): .faster
        case .character("-"), .character("s"): .slower
        case .character("["): .jump(laps: -1)
        case .character("]"): .jump(laps: 1)
        case .character("{"): .jump(laps: -10)
        case .character("}"): .jump(laps: 10)
        case .character("<"): .delay(steps: -1)
        case .character(">"): .delay(steps: 1)
        case .character(","): .seek(seconds: -10)
        case .character("."): .seek(seconds: 10)
        case .character("L"): .catchUp
        case .character(let key) where ReportScreens.seasonReports.contains(where: { $0.shortcut == key }): .report(key: key)
        case .character("w"): .whatIf
        case .character("v"): .nextChart
        case .character("R"): .reveal
        case .character("?"), .function(1): .help
        case .character("q"), .character("Q"), .control("c"): .quit
        default: nil
        }
    }
}

/// One line of the help overlay: the keys, and what they do on the screen shown.
package struct KeyHelp: Hashable, Sendable {
    package var keys: String
    package var action: String
}
