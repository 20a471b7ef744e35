import F1UI

/// One of a plot's stacked plots: the chart's own, or one of its panels under it on the same x
/// axis (telemetry's throttle, brake, gear and delta under its speed). Both faces draw strips, so
/// a panel's lines are drawn as the chart's own are.
struct PlotStrip: Sendable {
    /// The panel's key; "" for the chart's own plot.
    var key: String
    var axis: Chart.Axis
    var mark: Chart.Mark
    /// The series, a panel's given the colour (and second-car dash) of the chart's series of the same key.
    var series: [Chart.Series]
    /// For each series, the index whose fallback colour it takes: its chart series' for a panel's.
    var colorIndices: [Int]
}

extension Chart {
    /// The chart's own plot, then its panels in order; only a plot's (lines, steps) panels stack.
    var strips: [PlotStrip] {
        let own = PlotStrip(key: "", axis: y, mark: mark, series: series, colorIndices: Array(series.indices))
        guard mark == .line || mark == .step else { return [own] }
        var indexByKey: [String: Int] = [:]
        for (index, series) in series.enumerated() where indexByKey[series.key] == nil { indexByKey[series.key] = index }
        let panels = self.panels.map { panel in
            var indices: [Int] = []
            let series = panel.series.enumerated().map { offset, series in
                guard let index = indexByKey[series.key] else {
                    indices.append(offset)
                    return series
                }
                indices.append(index)
                var series = series
                if series.color == nil {
                    series.color = self.series[index].color  // trap-ok: an index of the chart's series, from the dictionary built above.
                    series.isSecondCar = self.series[index].isSecondCar  // trap-ok: the same index.
                }
                return series
            }
            // A panel drawn as rows or a track has no place in a stack of plots: drawn as lines.
            let mark: Chart.Mark = panel.mark == .step ? .step : .line
            return PlotStrip(key: panel.key, axis: panel.y, mark: mark, series: series, colorIndices: indices)
        }
        return [own] + panels
    }
}
