import F1DataF1db
import F1History
import Foundation

/// Starts the history index's quick fingerprint of the f1db checkout the arguments name before
/// they are parsed (`HistoryFingerprintAhead`), so that the walk and ArgumentParser take a core
/// each. Only a look ahead: the parsed options decide everything, and a fingerprint of another
/// folder than the one they name is not used.
package enum HistoryWarmUp {
    /// With the program's own arguments and environment.
    package static func start() {
        start(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)
    }

    package static func start(arguments: [String], environment: [String: String]) {
        guard let path = f1dbPath(arguments: arguments, environment: environment) else { return }
        HistoryFingerprintAhead.start { try? F1dbLayout(path: path).data }
    }

    /// The checkout the arguments name as `SourceOptions` would read it: the last `--f1db PATH` or
    /// `--f1db=PATH` before a `--`, else F1DB_PATH; none when `--source` names another source.
    package static func f1dbPath(arguments: [String], environment: [String: String]) -> String? {
        var path: String?
        var source: String?
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst(), argument != "--" {
            if argument == "--f1db" || argument == "--source", let value = rest.popFirst() {
                if argument == "--f1db" { path = value } else { source = value }
            } else if argument.hasPrefix("--f1db=") {
                path = String(argument.dropFirst("--f1db=".count))
            } else if argument.hasPrefix("--source=") {
                source = String(argument.dropFirst("--source=".count))
            }
        }
        if let source, source != SourceOptions.Kind.f1db.rawValue { return nil }
        return SourceOptions.f1dbPath(given: path, environment: environment)
    }
}
