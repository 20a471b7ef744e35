import Logging
import StandardStreams
import Synchronization

/// `--verbose`: the libraries' log records at debug and above, each message one line on standard
/// error as f1report words its own; without it, nothing. Installed once, as swift-log asks.
struct VerboseLogHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .debug

    func log(event: LogEvent) {
        CommandLineOutput.complain("\(event.message)")
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    private static let installed = Mutex(false)

    /// Installs the handler for a verbose run, a silent one otherwise; only the first call counts.
    static func install(verbose: Bool) {
        let first = installed.withLock { installed in
            defer { installed = true }
            return !installed
        }
        guard first else { return }
        LoggingSystem.bootstrap { _ -> any LogHandler in verbose ? VerboseLogHandler() : SwiftLogNoOpLogHandler() }
    }
}
