import ArgumentParser
import Foundation

/// Where the data comes from; every command takes these, after its own arguments too.
struct SourceOptions: ParsableArguments {
    @Option(name: .customLong("f1db"), help: ArgumentHelp(
        "Read an f1db checkout (its root, src/data, or the data folder) instead of the demo data; or set F1DB_PATH.",
        valueName: "path"))
    var f1dbPath: String?

    /// The f1db path from the option, else from F1DB_PATH; nil means the built-in demo data.
    var resolvedF1dbPath: String? {
        f1dbPath ?? ProcessInfo.processInfo.environment["F1DB_PATH"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
