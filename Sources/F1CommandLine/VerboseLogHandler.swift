import Logging
import StandardStreams
import Synchronization

/// `--verbose`: the libraries' log records at debug and above, each message one line on standard
/// error as the program words its own; without it, nothing. Installed once, as swift-log asks.
package struct VerboseLogHandler: LogHandler {
    package var metadata: Logger.Metadata = [:]
    package var metadataProvider: Logger.MetadataProvider?
    package var logLevel: Logger.Level = .debug

    package init() {}

    package func log(event: LogEvent) {
        CommandLineOutput.complain(Terminal.shown("\(event.message)"))
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    private static let installed = Mutex(false)

    /// Installs the handler for a verbose run, a silent one otherwise; only the first call counts.
    package static func install(verbose: Bool) {
        let first = installed.withLock { installed in
            defer { installed = true }
            return !installed
        }
        guard first else { return }
        LoggingSystem.bootstrap { _ -> any LogHandler in verbose ? VerboseLogHandler() : SwiftLogNoOpLogHandler() }
    }
}
