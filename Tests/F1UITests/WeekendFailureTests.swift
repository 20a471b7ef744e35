import F1Domain
import F1UI
import F1UseCases
import Testing

@Suite("Weekend failures, as a person reads them")
@MainActor
struct WeekendFailureTests {
    @Test(
        "Each weekend lookup error is one sentence offering another race",
        arguments: [
            (
                LookupError.sessionNotHeld(season: 2024, round: 8, name: "Monaco Grand Prix", session: .sprint),
                "The 2024 Monaco Grand Prix (round 8) was not a sprint weekend, so it has no sprint results."
            ),
            (
                .sessionNotRun(season: 2026, round: 22, name: "Abu Dhabi Grand Prix", session: .qualifying),
                "The qualifying of the 2026 Abu Dhabi Grand Prix (round 22) has not been run yet, so it has no results."
            ),
            (
                .notInSource(season: 2005, round: 1, name: "Australian Grand Prix", record: .pitStops, firstSeason: 2011),
                "This source has no pit stops for the 2005 Australian Grand Prix: it records them from 2011 on."
            ),
            (
                .notInSource(season: 2024, round: 6, name: "Miami Grand Prix", record: .sprintQualifying, firstSeason: nil),
                "This source does not publish sprint qualifying results, so there are none for the 2024 Miami Grand Prix."
            ),
            (
                .segmentNotHeld(season: 1990, round: 1, name: "United States Grand Prix", segment: .q3, format: .twoSessions),
                "Qualifying for the 1990 United States Grand Prix (round 1) had no Q3 (two timed sessions, the better time counting)."
            ),
        ])
    func sentences(error: LookupError, sentence: String) {
        let failure = F1UI.FriendlyError.failure(for: error)
        #expect(failure.message == sentence)
        #expect(failure.actions == [.chooseAnotherRace])
    }

    @Test("Every race run: no next race, and another season is what helps")
    func noRaceAhead() {
        let failure = F1UI.FriendlyError.failure(for: LookupError.noRaceAhead(season: 2025))
        #expect(failure.message == "Every race of the 2025 season has been run; there is no next race.")
        #expect(failure.actions == [.chooseAnotherSeason])
    }

    @Test("A qualifying screen goes from loading to the friendly failure")
    func screenFailure() async {
        let error = LookupError.sessionNotHeld(season: 2024, round: 8, name: "Monaco Grand Prix", session: .sprintQualifying)
        let screen = QualifyingScreen(format: F1UI.Format()) { throw error }
        #expect(screen.state == .idle)
        await screen.load()
        #expect(screen.state.failure?.reason == .lookup(error))
    }
}
