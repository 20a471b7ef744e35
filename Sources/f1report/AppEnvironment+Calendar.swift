import ArgumentParser
import F1Data
import F1Export
import F1UseCases

extension AppEnvironment {
    /// The season's calendar as an iCalendar file, each session's revision from the ledger in the
    /// cache folder (docs/calendar.md); without one, every session is revision 0, said on
    /// standard error, and the file is still written.
    func calendarFile(_ export: any ExportDocument) throws -> String {
        guard let calendar = (export as? any CalendarExportable)?.calendar else { throw refusedCalendar() }
        let now = SourceClock.systemNow()
        let events = calendar.publishedTimes
        let publications: [String: Publication]
        do {
            let ledger = PublicationLedgerFile(directory: try cacheFolder.get())
            publications = try ledger.publish(events, calendar: calendar.ledgerName, now: now)
        } catch {
            terminal.complain("The calendar's ledger could not be kept (\(error)), so every session is written as revision 0.")
            publications = Publication.unrecorded(events, now: now)
        }
        return calendar.ics(publications: publications, fallback: now)
    }

    /// --format ics asked of a report that is not a season's calendar.
    func refusedCalendar() -> ExitCode {
        terminal.complain("Only a season's calendar has an ICS form: f1report calendar YEAR --format ics.")
        return ExitCode.failure
    }
}
