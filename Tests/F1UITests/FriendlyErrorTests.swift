import F1UI
import F1UseCases
import Foundation
import Testing

@Suite struct FriendlyErrorTests {
    static let lookups: [(LookupError, String)] = [
        (
            .noLapTimes(season: 1990, name: "Monaco Grand Prix", firstSeason: 1996),
            "There are no lap times for the 1990 Monaco Grand Prix in this source; lap-by-lap replays need a race from 1996 on."
        ),
        (.seasonNotFound(1949, available: 1950...2025), "No season 1949: the championship started in 1950."),
        // Before 1950 that explanation wins whatever the source holds.
        (.seasonNotFound(1900, available: 2025...2025), "No season 1900: the championship started in 1950."),
        (.seasonNotFound(2024, available: 2025...2025), "No season 2024 in this source: it holds only the 2025 season."),
        (.seasonNotFound(1950, available: 2025...2025), "No season 1950 in this source: it holds only the 2025 season."),
        (.seasonNotFound(2031, available: 1950...2025), "No season 2031 in this source: it holds 1950 to 2025."),
        (.roundNotFound(season: 2025, round: 12, rounds: 8), "The 2025 season has no round 12: it has 8 rounds."),
        (
            .raceNotRun(season: 2025, round: 4, name: "Monaco Grand Prix"),
            "The 2025 Monaco Grand Prix (round 4) has not been run yet, so it has no results."
        ),
        (.noRaceRun(season: 2026), "No race of the 2026 season has been run yet."),
        (.noLiveRace, "There is no live race to follow in this source."),
    ]

    @Test(arguments: lookups)
    func lookupErrors(error: LookupError, message: String) {
        #expect(F1UI.FriendlyError.message(for: error) == message)
        #expect(F1UI.FriendlyError.failure(for: error).reason == .lookup(error))
    }

    @Test(arguments: [
        (LookupError.seasonNotFound(2031, available: 1950...2025), [F1UI.Action.chooseAnotherSeason]),
        (.noRaceRun(season: 2026), [.chooseAnotherSeason]),
        (.roundNotFound(season: 2025, round: 12, rounds: 8), [.chooseAnotherRace]),
        (.raceNotRun(season: 2025, round: 4, name: "Monaco Grand Prix"), [.chooseAnotherRace]),
        (.noLapTimes(season: 1990, name: "Monaco Grand Prix", firstSeason: 1996), [.chooseAnotherRace]),
        (.noLiveRace, []),
    ])
    func lookupActions(error: LookupError, actions: [F1UI.Action]) {
        #expect(F1UI.FriendlyError.failure(for: error).actions == actions)
    }

    @Test func cancellationIsStopped() {
        #expect(F1UI.FriendlyError.failure(for: CancellationError()) == F1UI.Failure(message: "Stopped.", actions: [.retry], reason: .cancelled))
    }

    struct ConnectionPoolExhaustedError: LocalizedError {
        var errorDescription: String? { "pool=7 exhausted at 0x7ffee3c8 (internal)" }
    }

    @Test func anyOtherErrorGetsAGenericSentenceWithoutItsDetails() {
        let error = ConnectionPoolExhaustedError()
        let message = F1UI.FriendlyError.message(for: error)
        #expect(message == "Something went wrong while loading the data; please try again.")
        #expect(F1UI.FriendlyError.failure(for: error).reason == .unknown)
        #expect(!message.contains("ConnectionPoolExhaustedError"))
        #expect(!message.contains(error.localizedDescription))
        #expect(!message.contains("0x7ffee3c8"))
    }

    @Test func foundationErrorsAreGenericToo() {
        let error = NSError(
            domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
            userInfo: [
                NSLocalizedDescriptionKey: "The Internet connection appears to be offline."
            ])
        let message = F1UI.FriendlyError.message(for: error)
        #expect(message == "Something went wrong while loading the data; please try again.")
        #expect(!message.contains("NSURLErrorDomain"))
        #expect(!message.contains(error.localizedDescription))
    }

    @Test(arguments: lookups.map(\.0))
    func messagesAreOneSentenceWithoutTypeNames(error: LookupError) {
        let message = F1UI.FriendlyError.message(for: error)
        #expect(message.hasSuffix("."))
        #expect(message.first?.isUppercase == true)
        #expect(!message.contains("LookupError"))
        #expect(!message.contains("\n"))
    }
}
