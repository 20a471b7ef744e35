import ArgumentParser
import F1Export
import F1Report

extension AppEnvironment {
    /// The data source as machine-readable reports credit it.
    var exportSource: ExportSource {
        ExportSource(id: sourceID, name: races.info.name)
    }

    /// The loaded content in the chosen format: drawn from the screen's text for people, typed
    /// from the domain values it was made from for machines.
    func written<Content>(
        _ content: Content, _ document: (Content) -> ReportDocument, export: (Content) -> any ExportDocument
    ) throws -> String {
        switch output.format {
        case .text, .markdown:
            return document(content).rendered(as: output.format.drawn ?? .text, style: style)
        case .json:
            return try encoded { try ExportWriter.json(export(content)) }
        case .csv:
            // Commands whose report has no CSV form refuse --format csv before loading.
            guard let table = export(content) as? any CSVExportable else {
                terminal.complain("This report has no CSV form; use --format json.")
                throw ExitCode.failure
            }
            return ExportWriter.csv(table)
        }
    }

    /// One update of `live`: a block of text, a JSON Lines record, or CSV records (the header before the first).
    func writtenUpdate(_ update: LiveRaceExport, board: ReportDocument, isFirst: Bool) throws -> String {
        switch output.format {
        case .text, .markdown: board.rendered(as: output.format.drawn ?? .text, style: style)
        case .json: try encoded { try ExportWriter.jsonLine(update) }
        case .csv: ExportWriter.csv(update, header: isFirst)
        }
    }

    /// JSON encoding fails only for a number JSON cannot hold (the domain's ranges keep them finite): one sentence if it does.
    private func encoded(_ encode: () throws -> String) throws -> String {
        do {
            return try encode()
        } catch {
            terminal.complain("The report could not be written as JSON: \(error).")
            throw ExitCode.failure
        }
    }
}
