import ArgumentParser
import F1Data
import F1DataF1db
import F1History
@_exported import F1Sources

/// The source the flags chose (F1Sources' `DataSource`), opened here from the flags: every
/// program opens it through `open(_:program:servesTiming:)`, so none chooses a repository of its own.
extension DataSource {
    /// Opens the source the flags name: the one composition for every program. A source that
    /// cannot be opened is one sentence on standard error and `ExitCode.failure`, so `program`
    /// (its name as its user types it, for the hints) needs no message of its own.
    /// `servesTiming` is for the one command that shows session timing (live): any other is
    /// refused OpenF1, which has nothing else.
    package static func open(_ options: SourceOptions, program: String, servesTiming: Bool = false) throws -> DataSource {
        VerboseLogHandler.install(verbose: options.verbose)
        switch options.resolvedKind {
        case .demo:
            return .demo(try openDemo())
        case .f1db:
            do {
                let f1db = try F1dbRepository(path: options.resolvedF1dbPath ?? "")
                return .f1db(f1db, history: options.historyStoreIfAny(for: f1db).map { HistoryIndexLookup(store: $0) })
            } catch {
                Terminal().complain(CommandLineHint.line(for: error, program: program))
                throw ExitCode.failure
            }
        case .api:
            let api = try makeAPI(options)
            return .api(api, history: HistoryStore.ofCachedAnswers(of: api).map { HistoryIndexLookup(store: $0) })
        case .openf1:
            let openF1 = try makeOpenF1(options)
            guard servesTiming else {
                Terminal().complain(
                    "OpenF1 has session timing only, which `f1report live --source openf1` follows; here use --source demo, f1db or api.")
                throw ExitCode.validationFailure
            }
            return .openF1(openF1, standIn: try openDemo())
        }
    }

    private static func openDemo() throws -> DemoRepository {
        do {
            return try DemoRepository()
        } catch {
            Terminal().complain("The built-in demo data could not be read: \(error)")
            throw ExitCode.failure
        }
    }
}
