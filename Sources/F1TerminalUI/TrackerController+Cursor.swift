import F1UI

/// The cursor of every list: which row it is on, kept within the list, remembered per list so
/// going back finds it where it was, and where it starts (the next race, the season shown).
extension TrackerController {
    /// The row the cursor is on in the list shown, kept within the list.
    package var cursor: Int {
        guard let list = listID else { return 0 }
        let count = rowCount
        guard count > 0 else { return 0 }
        return min(max(0, cursors[list] ?? defaultCursor), count - 1)
    }

    var hasSections: Bool {
        switch visible {
        case .weekend: true
        case .standings(let screen): screen.kinds.count > 1
        case .report(is ChampionshipScreen), .report(is ProgressionScreen): true
        default: false
        }
    }

    enum ListID: Hashable {
        case races(Int)
        case standings(Int, StandingsScreen.Kind)
        case seasons, live
        case route(ReportRequest, RaceDetailScreen.Section?)
    }

    private var listID: ListID? {
        switch visible {
        case .races(let screen): .races(screen.season)
        case .standings(let screen): .standings(model.season, screen.kind)
        case .seasons: .seasons
        case .live: .live
        case .weekend(let screen): model.router.top.map { .route($0, screen.section) }
        case .report: model.router.top.map { .route($0, nil) }
        }
    }

    /// How many rows the list shown has, as the views draw them.
    package var rowCount: Int {
        switch visible {
        case .live(let screen): screen.state.content?.board.lines.count ?? 0
        default: documentRows.count
        }
    }

    /// Where a list's cursor starts: on the next race, the season shown, or the top.
    private var defaultCursor: Int {
        switch visible {
        case .races(let screen):
            guard let content = screen.state.content else { return 0 }
            return content.upcoming.isEmpty ? max(0, content.past.count - 1) : 0
        case .seasons(let screen):
            return screen.state.content?.rows.firstIndex { $0.year == model.season } ?? 0
        default:
            return 0
        }
    }

    func moveCursor(by offset: Int) {
        guard let list = listID, rowCount > 0 else { return }
        let moved = cursor.addingReportingOverflow(offset)
        cursors[list] = min(max(0, moved.overflow ? (offset > 0 ? Int.max : 0) : moved.partialValue), rowCount - 1)
    }
}
