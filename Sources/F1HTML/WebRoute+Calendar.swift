import F1UI

extension WebRoute {
    /// The season report as an iCalendar file (`f1report calendar YEAR --format ics`): one more
    /// face of the report `/{year}` shows, so it names the same request. docs/calendar.md.
    package static let calendars = [
        WebRoute("/{year}/calendar.ics", api: nil) {
            try .season($0.year())
        } values: {
            guard case .season(let year) = $0 else { return nil }
            return [.year(year)]
        }
    ]
}
