import F1UI

/// Where an SVG chart puts things, in pixels from the top left: the plot area, each value, each
/// row's bar, the legend's entries and the end labels. The renderer draws from it, and tests ask
/// it where a point lies to look for its colour in a screenshot.
package struct SVGChartLayout: Sendable {
    package struct Rect: Equatable, Sendable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        package var maxX: Double { x + width }
        package var maxY: Double { y + height }
        package var midX: Double { x + width / 2 }
        package var midY: Double { y + height / 2 }
    }

    /// A swatch and its name in the legend: a series' for plots, a category's for rows and tracks.
    package struct LegendEntry: Equatable, Sendable {
        /// The series' or the category's index in the chart.
        package var index: Int
        package var text: String
        /// The top left of the swatch's line of text.
        package var x: Double
        package var y: Double
        /// Whether `index` is a category's rather than a series'.
        package var isCategory = false
        /// The swatch's width: wider than `Metrics.legendSwatch` where a track's category letter
        /// in it is a driver's three letters.
        package var swatchWidth = Metrics.legendSwatch
    }

    /// One of the stacked plots (the chart's own, then its panels) and where it is drawn.
    struct Strip: Sendable {
        var strip: PlotStrip
        var area: Rect
    }

    /// A series' label beside its line's last point, moved up or down clear of the others.
    package struct EndLabel: Equatable, Sendable {
        package var series: Int
        package var x: Double
        /// The label's vertical centre.
        package var y: Double
    }

    /// A group's name above the first of its rows, with a thin line across.
    package struct GroupHeader: Equatable, Sendable {
        package var name: String
        /// The line's height; the name sits just above it.
        package var y: Double
    }

    enum Metrics {
        static let padding = 16.0
        static let titleBaseline = 28.0
        static let titleSize = 17.0
        static let tickSize = 11.0
        static let axisTitleSize = 12.0
        static let legendSize = 12.0
        static let legendRowHeight = 18.0
        static let legendSwatch = 18.0
        static let endLabelSize = 11.0
        static let endLabelSpacing = 12.0
        static let rowLabelSize = 12.0
        static let groupHeaderHeight = 16.0
        static let minimumBarWidth = 3.0
        /// Between stacked plots: room for a panel's title.
        static let panelGap = 18.0
        /// Kept clear around a track for its corners' and cars' labels.
        static let trackInset = 24.0
    }

    package let chart: Chart
    package let width: Double
    package let height: Double
    /// The chart's own plot (a track's frame, the rows' area).
    package let plotArea: Rect
    /// Every stacked plot together: the chart's own and its panels; the plot area without panels.
    package let stackArea: Rect
    /// For plots: the chart's own first, then its panels.
    let strips: [Strip]
    /// For tracks: metres to pixels at one scale both ways.
    package let track: TrackFrame?
    package let legend: [LegendEntry]
    /// For plots only.
    package private(set) var endLabels: [EndLabel] = []
    /// For rows only: each series' band, top to bottom, and the groups' headers.
    package let rowBands: [Rect]
    package let groupHeaders: [GroupHeader]
    package let barHeight: Double

    package init(chart: Chart, style: SVGChartStyle) {
        self.chart = chart
        width = Double(max(style.width, 1))
        height = Double(max(style.height, 1))
        let isRows = chart.mark == .rows
        let isTrack = chart.mark == .track
        let legendRows = Set(Self.legend(chart: chart, width: width, top: 0).map(\.y)).count
        let legendHeight = legendRows == 0 ? 0 : Double(legendRows) * Metrics.legendRowHeight + 6
        let left: Double
        let right: Double
        if isRows {
            let labels = chart.series.map { estimatedTextWidth($0.label, fontSize: Metrics.rowLabelSize) }.max() ?? 0
            left = Metrics.padding + labels + 10
            right = Metrics.padding + 8
        } else if isTrack {
            left = Metrics.padding
            right = Metrics.padding
        } else {
            let ticks =
                ([chart.y] + chart.panels.map(\.y)).flatMap(\.ticks).map { estimatedTextWidth($0.label, fontSize: Metrics.tickSize) }.max() ?? 0
            left = Metrics.padding + Metrics.axisTitleSize + 8 + ticks + 8
            let labels = chart.series.map { estimatedTextWidth($0.label, fontSize: Metrics.endLabelSize) }.max() ?? 0
            right = max(Metrics.padding + labels + 8, 24)
        }
        let top = Metrics.titleBaseline + 20
        // A track has no x axis under it.
        let axisHeight = isTrack ? 0.0 : 16 + 22
        let bottom = axisHeight + legendHeight + (legendHeight > 0 ? 8 : 0)
        stackArea = Rect(x: left, y: top, width: max(width - left - right, 1), height: max(height - top - bottom, 1))
        legend = Self.legend(chart: chart, width: width, top: stackArea.maxY + axisHeight + 8)
        strips = isRows || isTrack ? [] : Self.stacked(chart.strips, in: stackArea)
        plotArea = strips.first?.area ?? stackArea
        track = isTrack ? TrackFrame(chart: chart, area: stackArea) : nil
        if isRows {
            (rowBands, groupHeaders) = Self.rows(chart: chart, in: plotArea)
            let rowHeight = rowBands.first?.height ?? plotArea.height
            barHeight = min(rowHeight * 0.72, 26)
        } else {
            rowBands = []
            groupHeaders = []
            barHeight = 0
            endLabels = placedEndLabels()
        }
    }

    /// The pixel column of `value` on the x axis; values beyond the axis stay at the plot's edge.
    package func x(_ value: Double) -> Double {
        plotArea.x + chart.x.fraction(value) * plotArea.width
    }

    /// The pixel row of `value` on the y axis: reversed axes grow downwards.
    package func y(_ value: Double) -> Double {
        Self.y(value, on: chart.y, in: plotArea)
    }

    /// The pixel row of `value` on the y axis of the stacked plot at `index` (0 the chart's own,
    /// then its panels); nil for a plot the chart does not have.
    package func y(_ value: Double, strip index: Int) -> Double? {
        guard strips.indices.contains(index) else { return nil }
        let strip = strips[index]  // trap-ok: checked just above.
        return Self.y(value, on: strip.strip.axis, in: strip.area)
    }

    /// The areas of the stacked plots, the chart's own first; the plot area alone for rows and tracks.
    package var stripAreas: [Rect] { strips.isEmpty ? [plotArea] : strips.map(\.area) }

    static func y(_ value: Double, on axis: Chart.Axis, in area: Rect) -> Double {
        let fraction = axis.fraction(value)
        return axis.isReversed ? area.y + fraction * area.height : area.maxY - fraction * area.height
    }

    package func point(_ point: Chart.Point) -> (x: Double, y: Double) {
        (x(point.x), y(point.y))
    }

    /// The bar of one of a row's segments; nil for a series the chart does not have.
    package func segmentRect(series index: Int, segment: Chart.Segment) -> Rect? {
        guard rowBands.indices.contains(index) else { return nil }
        let band = rowBands[index]  // trap-ok: checked just above.
        let start = x(min(segment.start, segment.end))
        let end = x(max(segment.start, segment.end))
        // A bar of nothing (pole's gap) still shows as a sliver in its colour.
        let width = max(end - start, Metrics.minimumBarWidth)
        return Rect(x: min(start, plotArea.maxX - width), y: band.midY - barHeight / 2, width: width, height: barHeight)
    }

    /// Each line's label just right of its last point, at the point's height; labels at the same
    /// x are pushed apart (down, then back up from the plot's bottom) in a fixed order.
    private func placedEndLabels() -> [EndLabel] {
        var columns: [Double: [EndLabel]] = [:]
        for (index, series) in chart.series.enumerated() {
            guard let last = series.points.last else { continue }
            let (x, y) = point(last)
            columns[last.x, default: []].append(EndLabel(series: index, x: x + 6, y: y))
        }
        let spacing = Metrics.endLabelSpacing
        var placed: [EndLabel] = []
        for key in columns.keys.sorted() {
            var column = (columns[key] ?? []).sorted { ($0.y, $0.series) < ($1.y, $1.series) }
            guard !column.isEmpty else { continue }
            for index in column.indices.dropFirst() {
                column[index].y = max(column[index].y, column[index - 1].y + spacing)  // trap-ok: index > 0, from dropFirst.
            }
            let lastIndex = column.count - 1
            column[lastIndex].y = min(column[lastIndex].y, plotArea.maxY)  // trap-ok: the column is not empty.
            for index in column.indices.dropLast().reversed() {
                column[index].y = min(column[index].y, column[index + 1].y - spacing)  // trap-ok: index < count - 1.
            }
            placed += column
        }
        return placed.sorted { $0.series < $1.series }
    }

    /// The chart's own plot taking two shares of the height and each panel one, a gap above each panel.
    private static func stacked(_ strips: [PlotStrip], in area: Rect) -> [Strip] {
        guard strips.count > 1 else { return strips.map { Strip(strip: $0, area: area) } }
        let panels = Double(strips.count - 1)
        let share = max((area.height - panels * Metrics.panelGap) / (panels + 2), 1)
        var y = area.y
        return strips.enumerated().map { index, strip in
            let height = index == 0 ? share * 2 : share
            if index > 0 { y += Metrics.panelGap }
            defer { y += height }
            return Strip(strip: strip, area: Rect(x: area.x, y: y, width: area.width, height: height))
        }
    }

    private static func rows(chart: Chart, in plot: Rect) -> ([Rect], [GroupHeader]) {
        var previousGroup: String?
        var headerCount = 0
        for series in chart.series {
            if series.group != nil && series.group != previousGroup { headerCount += 1 }
            previousGroup = series.group
        }
        let count = Double(max(chart.series.count, 1))
        let rowHeight = max((plot.height - Double(headerCount) * Metrics.groupHeaderHeight) / count, 1)
        var bands: [Rect] = []
        var headers: [GroupHeader] = []
        var y = plot.y
        previousGroup = nil
        for series in chart.series {
            if let group = series.group, group != previousGroup {
                y += Metrics.groupHeaderHeight
                headers.append(GroupHeader(name: group, y: y))
            }
            previousGroup = series.group
            bands.append(Rect(x: plot.x, y: y, width: plot.width, height: rowHeight))
            y += rowHeight
        }
        return (bands, headers)
    }
}
