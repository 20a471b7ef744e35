import ArgumentParser
import F1Export
import F1Report
import F1ReportCatalog
import F1UI

extension AppEnvironment {
    /// The data source as machine-readable reports credit it.
    var exportSource: ExportSource { catalog.exportSource }

    /// The loaded content in the chosen format: drawn from the screen's text for people, typed
    /// from the domain values it was made from for machines.
    func written(_ report: LoadedReport) throws -> String {
        if let drawn = output.format.drawn { return report.document.rendered(as: drawn, style: style) }
        guard let export = report.export else {
            terminal.complain("This report has no JSON or CSV form; use --format text or markdown.")
            throw ExitCode.failure
        }
        if output.format == .ics { return try calendarFile(export) }
        guard output.format == .csv else { return try encoded { try ExportWriter.json(export) } }
        // Commands whose report has no CSV form refuse --format csv before loading.
        guard let table = export as? any CSVExportable else {
            terminal.complain("This report has no CSV form; use --format json.")
            throw ExitCode.failure
        }
        return ExportWriter.csv(table)
    }

    /// One update of `live`: a block of text, a JSON Lines record, or CSV records (the header before the first).
    func writtenUpdate(_ update: LiveRaceExport, board: ReportDocument, style: ReportStyle? = nil, isFirst: Bool) throws -> String {
        if let drawn = output.format.drawn { return board.rendered(as: drawn, style: style ?? self.style) }
        if output.format == .ics { throw refusedCalendar() }
        guard output.format == .csv else { return try encoded { try ExportWriter.jsonLine(update) } }
        return ExportWriter.csv(update, header: isFirst)
    }

    /// JSONEncoder fails only on a number JSON cannot hold, infinite or not a number, which the
    /// domain's ranges keep out; should one get through, one sentence and a failing exit.
    private func encoded(_ encode: () throws -> String) throws -> String {
        do {
            return try encode()
        } catch {
            terminal.complain("The report holds a number JSON cannot write (infinite or not a number), so it was not written.")
            throw ExitCode.failure
        }
    }
}
