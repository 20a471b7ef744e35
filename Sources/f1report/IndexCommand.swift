import ArgumentParser
import F1CommandLine
import F1History
import Foundation

/// `f1report index [--f1db PATH | --source api] [--rebuild]`: the whole history (or the seasons
/// the API's cache holds) as a SQLite database, built now if the present state has none.
struct IndexCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Build the whole history as a SQLite index (for champions, records and query), and say where it is.",
        discussion: """
            Built from an f1db checkout, or with --source api from the seasons the API's cache holds
            (each season whose calendar, results and tables were fetched). The index is kept under
            the cache folder, one file per state of the data, and built again when it changes (a
            pull, a season fetched); an index no state names any more is removed. Its tables:
            docs/history-schema.md.
            """)

    @Flag(help: "Build it again even if the data's present state has one.")
    var rebuild = false

    @OptionGroup var source: SourceOptions

    func validate() throws {
        if source.resolvedKind != .f1db, source.resolvedKind != .api {
            throw ValidationError("The history index is built from an f1db checkout (--f1db PATH) or from the API's cache (--source api).")
        }
    }

    func run() async throws {
        let program = F1ReportCommand.programName
        let history = try source.historyIndex(of: try DataSource.open(source, program: program))
        let started = ContinuousClock.now
        let outcome = try await source.buildHistoryIndex(history.lookup.store, from: history.feed, rebuild: rebuild, program: program)
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let size = ByteCountFormatter.string(fromByteCount: Int64(outcome.bytes), countStyle: .file)
        let how = outcome.built ? "Built" : "Up to date:"
        Terminal().write("\(how) \(outcome.path) (\(size)) in \(String(format: "%.2f", seconds)) s.\n")
    }
}
