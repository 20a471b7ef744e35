import F1UI
import TerminalKit

/// A race weekend opened from a list: its sections side by side (timetable, results, qualifying,
/// sprint, grid, pit stops), each loaded the first time it is shown and drawn as the document
/// `f1report` prints for it.
@MainActor
enum WeekendView {
    static func draw(_ screen: RaceDetailScreen, _ context: DrawContext, into frame: inout Frame) {
        let region = context.region
        let title = screen.title.map { "\(screen.season) \($0) · round \(screen.round)" } ?? "\(screen.season) round \(screen.round)"
        let shown = screen.current
        let document = context.controller.document
        let note: String? =
            shown.isLoading && document != nil
            ? context.spinner + " refreshing" : shown.refreshFailure.map { "Refresh failed: " + context.controller.describe($0) }
        frame.drawTitle(title, note: note, noteStyle: shown.refreshFailure == nil ? Palette.accent : Palette.error, context: context)
        drawSections(screen, row: region.top + 1, region: region, into: &frame)
        let top = region.top + 3
        if let document {
            DocumentView.draw(document, top: top, context: context, into: &frame)
        } else if let sentence = shown.emptySentence {
            frame.putWrapped(sentence, row: top, column: region.left + 2, width: region.width - 4, style: .plain)
        } else if let failure = shown.failure {
            frame.drawFailure(failure, message: context.controller.describe(failure), row: top, column: region.left + 2, width: region.width - 4)
        } else {
            frame.put(
                context.spinner + " Loading the \(screen.section.title.lowercased())…", row: top, column: region.left + 2, style: Palette.accent,
                width: region.width - 4)
        }
    }

    private static func drawSections(_ screen: RaceDetailScreen, row: Int, region: Region, into frame: inout Frame) {
        var x = region.left + 1
        for section in screen.sections {
            let label = " \(section.title) "
            guard x + Frame.displayWidth(of: label) < region.left + region.width else { break }
            x = frame.put(label, row: row, column: x, style: section == screen.section ? Palette.selected(Palette.title) : Palette.dim) + 1
        }
    }
}
