import F1UI
import TerminalKit

/// How every screen shows what is not content: loading, nothing to show, a failure and how to retry.
extension Frame {
    /// Draws the state's message when the screen has no content to show; true when it drew one.
    @MainActor
    mutating func drawStatus<Content>(
        _ state: F1UI.ViewState<Content>, loading: String, context: DrawContext, row: Int
    ) -> Bool {
        let left = context.region.left + 2
        let width = context.region.width - 4
        switch state {
        case .idle, .loading:
            put(context.spinner + " " + loading, row: row, column: left, style: Palette.accent, width: width)
            return true
        case .empty(let sentence):
            putWrapped(sentence, row: row, column: left, width: width, style: .plain)
            return true
        case .error(let failure):
            drawFailure(failure, message: context.controller.describe(failure), row: row, column: left, width: width)
            return true
        case .loaded, .refreshing:
            return false
        }
    }

    /// The failure's sentence and what the person can do about it; `retriesWithR` when r loads again.
    mutating func drawFailure(_ failure: F1UI.Failure, message: String, retriesWithR: Bool = true, row: Int, column: Int, width: Int) {
        let used = putWrapped(message, row: row, column: column, width: width, style: Palette.error)
        let advice = Self.advice(for: failure, retriesWithR: retriesWithR)
        if !advice.isEmpty { putWrapped(advice, row: row + used + 1, column: column, width: width, style: Palette.dim) }
    }

    /// "Press r to try again." and the like, from the actions the failure offers.
    static func advice(for failure: F1UI.Failure, retriesWithR: Bool) -> String {
        var lines: [String] = []
        // r is always the retry key, so a failure that suggests nothing still says how to try again.
        var retry = retriesWithR ? "Press r to try again." : nil
        for action in failure.actions {
            switch action {
            case .retry: break
            case .retryAfter(let wait): retry = retry.map { _ in "Press r to try again after \(wait.components.seconds) s." }
            case .showCachedData: lines.append("Start with --offline to see what the cache holds.")
            case .goOnline: lines.append("Start without --offline to fetch it.")
            case .chooseAnotherSeason: lines.append("Pick another season on the Seasons tab (3).")
            case .chooseAnotherRace: lines.append("Press Esc and pick another race.")
            case .replayInstead: lines.append("Start with --openf1 latest to replay the last session once it has ended.")
            }
        }
        if let retry { lines.insert(retry, at: 0) }
        return lines.joined(separator: " ")
    }

    /// Writes `text` over as many lines as it needs, breaking at spaces; returns the lines used.
    @discardableResult
    mutating func putWrapped(_ text: String, row: Int, column: Int, width: Int, style: CellStyle, maximumLines: Int = 4) -> Int {
        // What the lines can show, and a space ending each: the rest is never split or measured.
        let shown = Frame.prefix(of: text, fitting: max(0, maximumLines) * (max(0, width) + 1)).text
        let lines = Frame.wrapped(shown, width: width)
        for (index, text) in lines.prefix(maximumLines).enumerated() {
            put(Frame.fitted(text, to: width), row: row + index, column: column, style: style)
        }
        return min(lines.count, maximumLines)
    }

    /// The screen's title on the first row of its region, with a note at the right (a refresh under way, a failed refresh).
    @MainActor
    mutating func drawTitle(_ title: String, note: String? = nil, noteStyle: CellStyle = Palette.dim, context: DrawContext) {
        let row = context.region.top
        let end = put(Frame.fitted(title, to: context.region.width - 2), row: row, column: context.region.left + 1, style: Palette.title)
        guard let note, !note.isEmpty else { return }
        let room = context.region.width - end - 3
        guard room > 4 else { return }
        let text = Frame.fitted(note, to: room)
        put(text, row: row, column: context.region.left + context.region.width - 1 - Frame.displayWidth(of: text), style: noteStyle)
    }

    /// A note for the title: a spinner while content is fetched again, or why the last refresh failed.
    @MainActor
    static func refreshNote<Content>(_ state: F1UI.ViewState<Content>, failure: F1UI.Failure?, context: DrawContext) -> (String?, CellStyle) {
        if case .refreshing = state { return (context.spinner + " refreshing", Palette.accent) }
        if let failure { return ("Refresh failed: " + context.controller.describe(failure), Palette.error) }
        return (nil, Palette.dim)
    }
}
