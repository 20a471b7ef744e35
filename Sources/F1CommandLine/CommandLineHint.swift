import F1Data
import F1UI
import F1UseCases

/// F1UI's sentence for a failure, with what to type about it on the command line: the libraries
/// know no flags, so the hints are added here. `program` names the program the flags keep off
/// the network, as its user typed it.
package enum CommandLineHint {
    package static func line(for error: any Error, program: String) -> String {
        // OpenF1's answers, fetched or recorded, that cannot be read say so themselves, naming the
        // endpoint or the file and the record: the sentence `live --replay` prints, said once.
        if let unreadable = error as? OpenF1DecodingError { return unreadable.description }
        if let recording = error as? OpenF1RecordingError { return recording.description }
        return line(for: F1UI.FriendlyError.failure(for: error), program: program)
    }

    package static func line(for failure: F1UI.Failure, program: String) -> String {
        switch failure.reason {
        case .source(.offline(let request, .none)):
            return "\(request) is not in the cache, and --offline keeps \(program) off the network; run the command once online first."
        case .source(.offline(_, .unusable)):
            return extend(failure.message, "; run without --offline to fetch it again")
        case .source(.unreachable(_, .malformedURL, _)), .source(.unreachable(_, .unsupportedURL, _)):
            return extend(failure.message, " given with --api-url")
        case .source(.requestRejected(_, _, 404)):
            return extend(failure.message, ", or --api-url")
        case .source(.signInRequired(_, false)):
            return extend(
                failure.message, ": \(replayCommand(program)), or set \(SourceOptions.openF1TokenVariable) to an access token to follow it live")
        case .source(.signInRequired(_, true)):
            return extend(failure.message, " and put it in \(SourceOptions.openF1TokenVariable)")
        case .telemetry(.sessionNotInSource(_, let coverage)) where coverage == OpenF1Source.telemetryCoverage:
            return extend(failure.message, "; give a TracingInsights checkout with --telemetry DIR")
        case .telemetry(.sessionNotInSource):
            return extend(failure.message, "; give a TracingInsights checkout with --telemetry DIR, or read OpenF1's with --telemetry openf1")
        case .lookup(.noSessionRunning(.some)):
            return extend(failure.message, ": \(replayCommand(program))")
        default:
            // What an app would offer as "show cached data" is --offline here.
            guard failure.actions.contains(.showCachedData) else { return failure.message }
            return extend(failure.message, ", or use --offline to read the cache")
        }
    }

    /// How each program replays OpenF1's latest session: f1report with its live command, f1tracker
    /// on its Live tab.
    static func replayCommand(_ program: String) -> String {
        program == "f1tracker" ? "f1tracker --openf1 latest" : "\(program) live --source openf1 --session latest"
    }

    /// The sentence with `clause` before its full stop.
    private static func extend(_ sentence: String, _ clause: String) -> String {
        (sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence) + clause + "."
    }
}
