import F1UseCases

extension F1UI.FriendlyError {
    static func message(for error: TelemetryError) -> String {
        switch error {
        case .sessionNotInSource(let session, let coverage):
            "There is no telemetry for \(session) here: the source holds \(coverage)."
        case .driverNotInSession(let wanted, let session, let choices):
            "No driver of \(session) is \"\(wanted)\"" + (choices.isEmpty ? "." : "; the drivers are \(choices.joined(separator: ", ")).")
        case .lapNotInSession(let driver, .fastest, let session):
            "\(driver) set no timed lap in \(session)."
        case .lapNotInSession(let driver, .number(let lap), let session):
            "\(driver) has no lap \(lap) in \(session)."
        case .noSamples(let driver, let lap, let session):
            "The source has no samples of \(driver)'s lap \(lap) in \(session)."
        case .fileUnusable(let path, let reason):
            "\(path) \(reason)."
        case .noLayout(let circuit):
            "There is no outline of \(circuit), and no lap with positions to draw one from."
        }
    }
}
