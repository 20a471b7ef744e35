import F1UseCases
import Foundation

extension F1UI {
    /// One plain sentence for every failure a person can meet, and what they could do about it;
    /// never a type name or a stack.
    public enum FriendlyError {
        public static func failure(for error: any Error) -> Failure {
            switch error {
            case let lookup as LookupError:
                Failure(message: message(for: lookup), actions: actions(for: lookup), reason: .lookup(lookup))
            case let championship as ChampionshipError:
                Failure(message: championship.description, actions: [.chooseAnotherSeason], reason: .championship(championship))
            case let telemetry as TelemetryError:
                Failure(message: message(for: telemetry), actions: [.chooseAnotherRace], reason: .telemetry(telemetry))
            case let records as RecordsError:
                Failure(message: records.description, actions: [], reason: .records(records))
            case let source as SourceError:
                Failure(message: message(for: source), actions: actions(for: source), reason: .source(source))
            case let transport as TransportReason:
                // A client used without a source around it: the server is not known.
                failure(for: SourceError.unreachable(server: "the server", reason: transport, attempts: 1))
            case is SpoilerFreeRefusal:
                Failure(
                    message: "The session is after the spoiler-free moment, so it is hidden; reveal up to it to see it.", actions: [],
                    reason: .lookup(.noLiveRace))
            case is CancellationError:
                Failure(message: "Stopped.", actions: [.retry], reason: .cancelled)
            default:
                Failure(message: "Something went wrong while loading the data; please try again.", actions: [.retry], reason: .unknown)
            }
        }

        public static func message(for error: any Error) -> String {
            failure(for: error).message
        }

        static func message(for error: LookupError) -> String {
            switch error {
            case .seasonNotFound(let season, let available):
                if season < 1950 { return "No season \(season): the championship started in 1950." }
                if available.lowerBound == available.upperBound {
                    return "No season \(season) in this source: it holds only the \(available.lowerBound) season."
                }
                return "No season \(season) in this source: it holds \(available.lowerBound) to \(available.upperBound)."
            case .roundNotFound(let season, let round, let rounds):
                return "The \(season) season has no round \(round): it has \(rounds) round\(rounds == 1 ? "" : "s")."
            case .raceNotRun(let season, let round, let name):
                return "The \(season) \(name) (round \(round)) has not been run yet, so it has no results."
            case .noRaceRun(let season):
                return "No race of the \(season) season has been run yet."
            case .noLiveRace:
                return "There is no live race to follow in this source."
            case .noSessionRunning(let latest?):
                return "No session is running now; the latest, \(latest), has ended and can be replayed."
            case .sessionNotYetRunning(let next, let start):
                return
                    "No session is running now; the next, \(next), starts at \(utcMinute(secondsSince1970: Double(start.millisecondsSince1970) / 1000)) and can be followed from an hour before."
            case .noSessionRunning(nil):
                return "No session is running now, and the timing feed has none to replay."
            case .noLapTimes(let season, let name, let firstSeason):
                return "There are no lap times for the \(season) \(name) in this source; lap-by-lap replays need a race from \(firstSeason) on."
            case .sessionNotHeld(let season, let round, let name, let session):
                let held =
                    session == .sprint || session == .sprintQualifying
                    ? "was not a sprint weekend" : "had no \(F1UI.sessionName(session, season: season).lowercased())"
                return
                    "The \(season) \(name) (round \(round)) \(held), so it has no \(F1UI.sessionName(session, season: season).lowercased()) results."
            case .sessionNotRun(let season, let round, let name, let session):
                return
                    "The \(F1UI.sessionName(session, season: season).lowercased()) of the \(season) \(name) (round \(round)) has not been run yet, so it has no results."
            case .notInSource(let season, _, let name, let record, let firstSeason):
                guard let firstSeason else { return "This source does not publish \(record.phrase), so there are none for the \(season) \(name)." }
                return "This source has no \(record.phrase) for the \(season) \(name): it records them from \(firstSeason) on."
            case .segmentNotHeld(let season, let round, let name, let segment, let format):
                let how = format.map { " (\(F1UI.formatDescription($0)))" } ?? ""
                return "Qualifying for the \(season) \(name) (round \(round)) had no \(segment.name)\(how)."
            case .noRaceAhead(let season):
                return "Every race of the \(season) season has been run; there is no next race."
            case .driverNotInSeason(let season, let driver):
                return "No driver '\(driver)' raced in \(season)."
            case .driverNotFound(let driver):
                return "No driver '\(driver)' raced in any season of this source."
            case .driversNeverMet(let first, let second):
                return "'\(first)' and '\(second)' never started the same race, so there is no head-to-head to show."
            case .sameDriverTwice(let driver):
                return "'\(driver)' was named twice: give two different drivers."
            case .constructorNotInSeason(let season, let constructor):
                return "No constructor '\(constructor)' raced in \(season)."
            case .notInChart(let wanted, let among, let choices):
                let shown = choices.prefix(30).joined(separator: ", ")
                return "No one called '\(wanted)' is in \(among); choose among \(shown)\(choices.count > 30 ? ", …" : "")."
            }
        }

        static func actions(for error: LookupError) -> [Action] {
            switch error {
            case .seasonNotFound, .noRaceRun: [.chooseAnotherSeason]
            case .roundNotFound, .raceNotRun, .noLapTimes, .sessionNotHeld, .sessionNotRun, .notInSource, .segmentNotHeld:
                [.chooseAnotherRace]
            case .noRaceAhead, .driverNotInSeason, .constructorNotInSeason: [.chooseAnotherSeason]
            case .notInChart, .driverNotFound, .driversNeverMet, .sameDriverTwice: []
            case .noLiveRace: []
            case .noSessionRunning(let latest): latest == nil ? [] : [.replayInstead]
            case .sessionNotYetRunning: []
            }
        }
    }
}

extension F1UI.FriendlyError {
    /// A notice about data that was shown anyway, as one sentence.
    public static func message(for notice: SourceNotice) -> String {
        switch notice {
        case .showingCachedCopy(let reason, let cachedAt):
            "Note: \(shortReason(reason)); showing data cached on \(utcMinute(secondsSince1970: cachedAt))."
        case .cacheNotWritten(let reason):
            "Note: the API cache could not be written, so later runs will ask the API again: \(reason)."
        }
    }

    /// A clause for why a cached copy is shown.
    static func shortReason(_ error: SourceError) -> String {
        switch error {
        case .unreachable(let server, .timedOut, _): "the API at \(server) did not answer in time"
        case .unreachable(let server, .connectionDropped, _): "the API at \(server) closed the connection without answering"
        case .unreachable(let server, _, _): "the API at \(server) could not be reached"
        case .serverFailed(let server, let status, _), .requestRejected(let server, _, let status): "the API at \(server) answered HTTP \(status)"
        case .rateLimited(let server, _, _): "the API at \(server) is throttling requests"
        case .malformed(let data):
            if case .response(let server, _, _) = data.origin {
                "the API at \(server) sent an unreadable answer"
            } else {
                "the data could not be used"
            }
        case .budgetSpent: "the hourly request budget is spent"
        case .signInRequired(let server, _): "the API at \(server) asks for signing in"
        case .offline, .unreadable, .notAnF1dbCheckout: "the source could not be used"
        }
    }

    /// `2024-03-02 15:04 UTC`.
    static func utcMinute(secondsSince1970: Double) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: Date(timeIntervalSince1970: secondsSince1970))
    }
}
