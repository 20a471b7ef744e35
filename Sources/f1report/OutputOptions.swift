import ArgumentParser
import F1CommandLine
import F1Report

/// Options every command shares: how the report is written.
struct OutputOptions: ParsableArguments {
    /// Text and Markdown are drawn for people (F1Report); JSON, CSV and a season's iCalendar
    /// file are typed data (F1Export).
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, csv, ics

        /// The format F1Report draws, or nil for the machine-readable ones.
        var drawn: ReportFormat? {
            switch self {
            case .text: .text
            case .markdown: .markdown
            case .json, .csv, .ics: nil
            }
        }
    }

    @Option(
        help:
            "The report's format: text, markdown, json (typed values and ids; JSON Lines for live), csv (one table) or ics (a season's calendar, for calendar programs)."
    )
    var format: Format = .text

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    /// `--time-zone`, shared with the other programs; after --color, where help has always listed it.
    @OptionGroup var timeZone: TimeZoneOption
}
