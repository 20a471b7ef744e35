import F1UI

/// The formats a report is drawn in for people; JSON and CSV are F1Export's, from domain values.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case markdown
}

/// How text is drawn: colour, and the width it must fit.
public struct ReportStyle: Equatable, Sendable {
    public var usesColor: Bool
    /// Columns available; tables wider than this shorten their flexible columns.
    public var width: Int

    /// Rows a section's chart is drawn in, in place of its table; nil draws tables only.
    public var chartHeight: Int?

    public init(usesColor: Bool = false, width: Int = 100, chartHeight: Int? = nil) {
        self.usesColor = usesColor
        self.width = width
        self.chartHeight = chartHeight
    }
}

extension ReportDocument {
    /// The document in `format`; text honours `style`, Markdown never carries colour.
    /// Text from the data never carries control characters into any format (see `sanitized()`).
    public func rendered(as format: ReportFormat, style: ReportStyle = ReportStyle()) -> String {
        let document = sanitized()
        return switch format {
        case .text: TextRenderer(style: style).render(document)
        case .markdown: MarkdownRenderer().render(document)
        }
    }
}
