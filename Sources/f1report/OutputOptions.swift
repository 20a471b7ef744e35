import ArgumentParser
import F1CommandLine
import F1Report

/// Options every command shares: how the report is written.
struct OutputOptions: ParsableArguments {
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

    /// `--time-zone`, shared with the other programs; after --color, where help has always listed it.
    @OptionGroup var timeZone: TimeZoneOption
}
