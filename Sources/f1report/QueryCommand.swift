import ArgumentParser
import F1CommandLine
import F1Export
import F1History
import F1Report
import F1UI
import Foundation

/// `f1report query "SELECT ..."`: a user's own question of the history index, read-only, with
/// a time and a row limit (docs/history-schema.md has the tables and examples).
struct QueryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Ask the history index your own question in SQL: one SELECT, read-only, within a time and a row limit.",
        discussion: """
            The tables and one example each: docs/history-schema.md. The index is built first if the
            data's present state has none (as `f1report index` builds it), from an f1db checkout or
            with --source api from the seasons the API's cache holds.
              f1report query "SELECT driver_id, count(*) FROM race_results WHERE position = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 10" --f1db ~/f1db
            """)

    @Argument(help: "One SQL statement that reads: SELECT, or WITH ... SELECT.")
    var sql: String

    @Option(help: ArgumentHelp("Stop the query after this many seconds (0.01 to 600).", valueName: "seconds"))
    var timeout: Double = 5

    @Option(help: ArgumentHelp("Show at most this many rows (1 to 1000000).", valueName: "count"))
    var maxRows = 10_000

    @OptionGroup var output: OutputOptions
    @OptionGroup var source: SourceOptions

    func validate() throws {
        if source.resolvedKind != .f1db, source.resolvedKind != .api {
            throw ValidationError("query reads the history index of an f1db checkout (--f1db PATH) or of the API's cache (--source api).")
        }
        guard timeout.isFinite, (0.01...600).contains(timeout) else { throw ValidationError("--timeout must be between 0.01 and 600 seconds.") }
        guard (1...1_000_000).contains(maxRows) else { throw ValidationError("--max-rows must be between 1 and 1000000.") }
        if output.format == .ics { throw ValidationError("query writes text, markdown, json or csv; ics is for a season's calendar.") }
    }

    func run() async throws {
        let program = F1ReportCommand.programName
        let sources = try DataSource.open(source, program: program)
        let path = try await source.historyIndexPath(of: try source.historyIndex(of: sources), program: program)
        let limits = HistoryQueryLimits(time: .milliseconds(Int((timeout * 1000).rounded())), rows: maxRows)  // trap-ok: validated to 0.01...600
        let answer: HistoryQueryAnswer
        do {
            answer = try HistoryQueryRunner.run(sql, on: path, limits: limits)
        } catch {
            Terminal().complain(error.description)
            throw ExitCode.failure
        }
        let table = QueryTableExport(
            source: ExportSource(id: sources.sourceID, name: sources.reports.info.name), columns: answer.columns,
            rows: answer.rows.map { $0.map(\.field) },
            truncated: answer.truncated)
        switch output.format {
        case .json: Terminal().write(try table.json())
        case .csv: Terminal().write(table.csv())
        case .text, .markdown, .ics:
            let terminal = Terminal()
            let style = ReportStyle(usesColor: terminal.usesColor(output.color), width: terminal.width)
            Terminal().write(Self.document(table).rendered(as: output.format == .markdown ? .markdown : .text, style: style))
        }
        if answer.truncated {
            Terminal().complain("Only the first \(maxRows) rows are shown; --max-rows shows more.")
        }
    }

    /// The answer as a document of one table, drawn by F1Report like every report (text from
    /// the data made visible, columns fitted to the width).
    static func document(_ table: QueryTableExport) -> ReportDocument {
        let numeric = table.columns.indices.map { index in
            table.rows.allSatisfy { row in
                switch row[index] {
                case .integer, .number, .null: true
                case .text, .bool: false
                }
            }
        }
        let columns = table.columns.enumerated().map { index, name in
            ReportDocument.Column("column-\(index)", name, numeric[index] ? .right : .left, flexible: !numeric[index])
        }
        let rows = table.rows.map { row in ReportDocument.Row(row.map(\.shown)) }
        let section = ReportDocument.Section(title: "Answer", key: "query", columns: columns, rows: rows, emptyMessage: "No rows.")
        return ReportDocument(title: "Query", source: table.source.name, sections: [section])
    }
}

extension HistoryValue {
    var field: CSVField {
        switch self {
        case .null: .null
        case .integer(let value): Int(exactly: value).map(CSVField.integer) ?? .text(String(value))
        case .real(let value): .number(value)
        case .text(let value): .text(value)
        case .blob(let bytes): .text("(\(bytes) bytes)")
        }
    }
}

extension CSVField {
    /// As a person reads it: numbers plainly, nothing for NULL.
    var shown: String {
        switch self {
        case .text(let value): value
        case .integer(let value): String(value)
        case .number(let value): Int(exactly: value).map(String.init) ?? String(value)
        case .bool(let value): value ? "yes" : "no"
        case .null: ""
        }
    }
}
