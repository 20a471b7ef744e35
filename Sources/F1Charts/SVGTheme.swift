import F1UI

/// The colours of a theme that are not the data's: background, text, grid, and the bands.
struct SVGPalette {
    var background: String
    var text: String
    var mutedText: String
    var grid: String
    var axis: String
    /// A series' stroke around its pit-stop circles, so they stand out of the line.
    var outline: String

    init(_ theme: SVGChartStyle.Theme) {
        switch theme {
        case .light:
            self.init(background: "#FFFFFF", text: "#1B1B1F", mutedText: "#5F6368", grid: "#E4E4E7", axis: "#9AA0A6", outline: "#FFFFFF")
        case .dark:
            self.init(background: "#15151E", text: "#F1F1F3", mutedText: "#A8ABB2", grid: "#2C2D38", axis: "#5F6368", outline: "#15151E")
        }
    }

    /// The light theme, with the two whites (background and outline) told apart by one step so
    /// a stylesheet can recolour each role by its value; every role's value is then unique in
    /// the drawing, as no team or fallback colour is one of these greys.
    static let stylable = SVGPalette(
        background: "#FFFFFE", text: "#1B1B1F", mutedText: "#5F6368", grid: "#E4E4E7", axis: "#9AA0A6", outline: "#FFFFFD")

    /// CSS that turns a `stylable` drawing under `scope` into the dark theme: each role's colour
    /// replaced wherever it is a fill or a stroke. A rule in a stylesheet outranks a presentation
    /// attribute, so the drawing's own colours stay for every other reader.
    static func darkThemeRules(scope: String) -> String {
        let light = SVGPalette.stylable
        let dark = SVGPalette(.dark)
        let roles: [(String, String)] = [
            (light.background, dark.background), (light.text, dark.text), (light.mutedText, dark.mutedText), (light.grid, dark.grid),
            (light.axis, dark.axis), (light.outline, dark.outline),
        ]
        return roles.map { from, to in
            "\(scope) [fill=\"\(from)\"] { fill: \(to); }\n\(scope) [stroke=\"\(from)\"] { stroke: \(to); }\n"
        }.joined()
    }

    private init(background: String, text: String, mutedText: String, grid: String, axis: String, outline: String) {
        self.background = background
        self.text = text
        self.mutedText = mutedText
        self.grid = grid
        self.axis = axis
        self.outline = outline
    }

    /// The fill of a safety-car, virtual safety-car or red-flag band, and its opacity.
    func band(_ kind: Chart.Period.Kind) -> (fill: String, opacity: String) {
        switch kind {
        case .safetyCar: ("#F5B400", "0.22")
        case .virtualSafetyCar: ("#F5B400", "0.12")
        case .redFlag: ("#E10600", "0.18")
        }
    }

    /// Distinct colours for series without a team colour, taken in turn by the series' index.
    /// The colour a series is drawn in: its team's, or the fallback colour for its place.
    static func color(of series: Chart.Series, at index: Int) -> F1UI.TeamColor {
        // F1UI's fallbacks, the ones ReportBuilder gives teams it does not know.
        let count = Chart.fallback.count
        return series.color ?? Chart.fallback[(index % count + count) % count]  // trap-ok: the remainder is in 0..<count.
    }
}
