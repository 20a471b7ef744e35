import F1UI

/// The legend's entries, laid out left to right in lines that wrap at the chart's width.
extension SVGChartLayout {
    /// Rows' categories that a bar uses; a track's categories that a stretch uses, else its lines;
    /// a plot's series.
    private static func legendTexts(chart: Chart) -> [(index: Int, text: String, isCategory: Bool)] {
        switch chart.mark {
        case .rows:
            return chart.categories.enumerated().filter { entry in
                chart.series.contains { $0.segments.contains { $0.category == entry.element.key } }
            }.map { ($0.offset, $0.element.name, true) }
        case .track:
            var used = Set<String>()
            for series in chart.series where series.points.count > 1 { used.formUnion(series.pointCategories ?? []) }
            let categories = chart.categories.enumerated().filter { used.contains($0.element.key) }
            guard categories.isEmpty else { return categories.map { ($0.offset, $0.element.name, true) } }
            return chart.series.enumerated().filter { $0.element.points.count > 1 }.map { ($0.offset, $0.element.name, false) }
        case .line, .step:
            return chart.series.enumerated().map { ($0.offset, $0.element.name, false) }
        }
    }

    static func legend(chart: Chart, width: Double, top: Double) -> [LegendEntry] {
        let texts = legendTexts(chart: chart)
        var entries: [LegendEntry] = []
        var x = Metrics.padding
        var y = top
        for (index, text, isCategory) in texts {
            var swatch = Metrics.legendSwatch
            if isCategory, chart.mark == .track, chart.categories.indices.contains(index) {
                // The letter is drawn in the swatch at 10 px, with 4 px either side.
                swatch = max(swatch, estimatedTextWidth(chart.categories[index].letter, fontSize: 10) + 8)  // trap-ok: checked.
            }
            let itemWidth = swatch + 6 + estimatedTextWidth(text, fontSize: Metrics.legendSize)
            if x > Metrics.padding && x + itemWidth > width - Metrics.padding {
                x = Metrics.padding
                y += Metrics.legendRowHeight
            }
            entries.append(LegendEntry(index: index, text: text, x: x, y: y, isCategory: isCategory, swatchWidth: swatch))
            x += itemWidth + 16
        }
        return entries
    }
}
