import ArgumentParser
import F1Report
import Foundation

/// Options every command shares: how the report is written.
struct OutputOptions: ParsableArguments {
    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    /// Text and Markdown are drawn for people (F1Report); JSON and CSV are typed data (F1Export).
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, csv

        /// The format F1Report draws, or nil for the machine-readable ones.
        var drawn: ReportFormat? {
            switch self {
            case .text: .text
            case .markdown: .markdown
            case .json, .csv: nil
            }
        }
    }

    @Option(help: "The report's format: text, markdown, json (typed values and ids; JSON Lines for live) or csv (one table).")
    var format: Format = .text

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Option(name: .customLong("time-zone"), help: "Show times in this zone: an IANA name such as Europe/Monaco, UTC, or local.")
    var timeZone: String = "local"

    mutating func validate() throws {
        guard resolvedTimeZone != nil else {
            throw ValidationError("Unknown time zone '\(timeZone)': use an IANA name such as Europe/London, or UTC, or local.")
        }
    }

    /// How reports name the zone: as the user wrote it, or the system's zone for `local`.
    var timeZoneName: String {
        switch timeZone.lowercased() {
        case "local": TimeZone.current.identifier
        case "utc": "UTC"
        default: timeZone
        }
    }

    var resolvedTimeZone: TimeZone? {
        switch timeZone.lowercased() {
        case "local": TimeZone.current
        case "utc": TimeZone(identifier: "UTC")
        default: TimeZone(identifier: timeZone)
        }
    }
}
