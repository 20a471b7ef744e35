import F1Domain
import F1UseCases

extension SeasonCalendar {
    /// How often a subscribed calendar program should fetch the file again.
    static let refreshInterval = "PT12H"

    /// The calendar as an iCalendar file (RFC 5545): every event with its publication's SEQUENCE
    /// and LAST-MODIFIED (and DTSTAMP, which without a METHOD means the same, RFC 5545 §3.8.7.2);
    /// an event the ledger has no publication for is revision 0 as of `fallback`.
    public func ics(publications: [String: Publication], fallback: Moment) -> String {
        var file = ICalendarText()
        file.line("BEGIN:VCALENDAR")
        file.line("VERSION:2.0")
        file.line("PRODID:-//F1Kit//Season calendar//EN")
        file.line("CALSCALE:GREGORIAN")
        file.property("X-WR-CALNAME", name)
        file.property("X-WR-CALDESC", "Every session of the \(season) season, in UTC, from \(source.name).")
        file.line("REFRESH-INTERVAL;VALUE=DURATION:\(Self.refreshInterval)")
        file.line("X-PUBLISHED-TTL:\(Self.refreshInterval)")
        for event in events {
            let times = event.times
            let publication = publications[event.uid] ?? Publication.next(after: nil, times: times, now: fallback)
            let stamp = When.utc(publication.lastModified)
            file.line("BEGIN:VEVENT")
            file.line("UID:\(event.uid)")
            file.line("DTSTAMP:\(stamp)")
            file.line("LAST-MODIFIED:\(stamp)")
            file.line("SEQUENCE:\(publication.sequence)")
            switch event.when {
            case .instants:
                file.line("DTSTART:\(times.start)")
                file.line("DTEND:\(times.end)")
            case .day:
                file.line("DTSTART;VALUE=DATE:\(times.start)")
                file.line("DTEND;VALUE=DATE:\(times.end)")
                // A day's event does not fill the day: the calendar stays free around it.
                file.line("TRANSP:TRANSPARENT")
            }
            file.property("SUMMARY", event.summary)
            file.property("LOCATION", event.location)
            file.property("DESCRIPTION", event.description)
            file.line("END:VEVENT")
        }
        file.line("END:VCALENDAR")
        return file.contents
    }
}
