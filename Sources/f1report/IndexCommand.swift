import ArgumentParser
import F1CommandLine
import F1History
import Foundation

/// `f1report index [--f1db PATH] [--rebuild]`: the whole history as a SQLite database, built
/// now if the checkout's present state has none.
struct IndexCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Build the whole f1db history as a SQLite index (for champions and query), and say where it is.",
        discussion: """
            The index is kept under the cache folder, one file per state of the checkout, and built
            again when the checkout changes (a pull). Its tables: docs/history-schema.md.
            """)

    @Flag(help: "Build it again even if the checkout's present state has one.")
    var rebuild = false

    @OptionGroup var source: SourceOptions

    func validate() throws {
        if source.resolvedKind != .f1db {
            throw ValidationError("The history index is built from an f1db checkout: give --f1db PATH or set F1DB_PATH.")
        }
    }

    func run() async throws {
        let program = F1ReportCommand.programName
        guard case .f1db(let f1db, _) = try DataSource.open(source, program: program) else { throw ExitCode.failure }
        let store = try source.historyStore(for: f1db)
        let started = ContinuousClock.now
        let outcome = try await source.buildHistoryIndex(store, from: f1db, rebuild: rebuild, program: program)
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let size = ByteCountFormatter.string(fromByteCount: Int64(outcome.bytes), countStyle: .file)
        let how = outcome.built ? "Built" : "Up to date:"
        Terminal().write("\(how) \(outcome.path) (\(size)) in \(String(format: "%.2f", seconds)) s.\n")
    }
}
