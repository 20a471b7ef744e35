import F1Domain
import F1TestSupport
import F1UseCases
import Testing

/// The moment's syntax, shared by the flags, the variable and the web's addresses.
@Suite struct SpoilerMomentTests {
    @Test(arguments: [
        ("latest", SpoilerMoment()), ("latest+2", SpoilerMoment(base: .latest, revealed: 2)),
        ("2025-04-13", SpoilerMoment(base: .day(CalendarDate(year: 2025, month: 4, day: 13)))),
        (
            "2025-04-13T05:00:00Z",
            SpoilerMoment(base: .instant(Moment(date: CalendarDate(year: 2025, month: 4, day: 13), time: TimeOfDay(hours: 5, minutes: 0))))
        ),
        ("2025-04-13T05:00:00.001Z+1", SpoilerMoment(base: .instant(Moment(millisecondsSince1970: 1_744_520_400_001)), revealed: 1)),
    ])
    func aMomentReadsAndWritesBack(_ text: String, _ moment: SpoilerMoment) {
        #expect(SpoilerMoment(text) == moment)
        #expect(SpoilerMoment(moment.description) == moment)
    }

    @Test(arguments: [
        "", "now", "Latest", "latest+", "latest++1", "latest+-1", "latest+1001", "latest+99999", "2025-4-13", "2025-02-30", "2025-04-13T25:00:00Z",
        "+1",
    ])
    func anythingElseIsRefused(_ text: String) {
        #expect(SpoilerMoment(text) == nil)
    }

    @Test func aRevealIsOneMoreAndStopsAtTheLimit() {
        #expect(SpoilerMoment().revealingNext == SpoilerMoment(base: .latest, revealed: 1))
        #expect(SpoilerMoment(base: .latest, revealed: SpoilerMoment.revealLimit).revealingNext.revealed == SpoilerMoment.revealLimit)
    }

    /// A session known by its day only is hidden by a moment any time that day; one with a time
    /// from its start on.
    @Test func aSessionIsHiddenFromWhenItMayHaveStarted() {
        let day = CalendarDate(year: 1988, month: 5, day: 15)
        let undated = WeekendSession(kind: .race, date: day, startTime: nil)
        let timed = WeekendSession(kind: .race, date: day, startTime: TimeOfDay(hours: 13, minutes: 0))
        let noon = SpoilerCutoff(Moment(date: day, time: TimeOfDay(hours: 12, minutes: 0)))
        let afternoon = SpoilerCutoff(Moment(date: day, time: TimeOfDay(hours: 14, minutes: 0)))
        #expect(noon.hides(undated) && afternoon.hides(undated))
        #expect(noon.hides(timed) && !afternoon.hides(timed))
        #expect(!SpoilerCutoff(Moment(date: CalendarDate(year: 1988, month: 5, day: 16), time: TimeOfDay(hours: 0, minutes: 0))).hides(undated))
    }
}
