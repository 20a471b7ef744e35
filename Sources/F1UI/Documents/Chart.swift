import F1Domain

/// A picture of a section's values, as data: what a chart face (SVG, the terminal's braille, a
/// SwiftUI `Chart`) draws. The section's table holds the same values for faces that only read.
///
/// Two shapes cover Formula 1's pictures: a *plot* (series of points over laps or rounds, as lines
/// or steps) and *rows* (one bar per car along the x axis: tyre stints, a gap to pole).
public struct Chart: Equatable, Sendable {
    /// Which picture it is, for faces that lay one out differently (and for file names).
    public enum Kind: String, CaseIterable, Equatable, Sendable {
        case progression, positions, gaps, tyres, laptimes, qualifying
        /// Laps' traces over distance, stacked: speed, then the panels (throttle, brake, gear, delta).
        case telemetry
        /// A circuit drawn from above, coloured along one lap; or the cars on it, live.
        case trackmap
    }

    /// How a series' values are drawn.
    public enum Mark: Equatable, Sendable {
        /// Straight segments between points (gaps, lap times).
        case line
        /// Holds each value until the next x (positions, points after a round).
        case step
        /// A horizontal bar per series made of segments (stints, a gap to pole).
        case rows
        /// A circuit from above: each series' points are positions in metres (x east, y north),
        /// drawn as one line with both axes at the same scale. A series of one point is a car,
        /// drawn as a dot with its label; `Series.pointCategories` colours a line stretch by stretch.
        case track
    }

    /// What an axis counts, so each face writes its ticks the same way.
    public enum Unit: String, Equatable, Sendable {
        case lap, round, position, points, seconds, lapTime
        /// Distance along a lap; positions on a track map.
        case metres
        /// km/h.
        case speed
        /// Per cent (throttle).
        case percent
        /// A gear, 0 (neutral) to 8; also on/off channels drawn as 0 and 1 (brake).
        case gear
    }

    public struct Tick: Equatable, Sendable {
        public var value: Double
        /// "12", "BEL", "1:32.4", "+10 s".
        public var label: String

        public init(_ value: Double, _ label: String) {
            self.value = value
            self.label = label
        }
    }

    public struct Axis: Equatable, Sendable {
        /// "Lap", "Points", "Gap to the leader (s)".
        public var title: String
        public var unit: Unit
        public var lower: Double
        public var upper: Double
        public var ticks: [Tick]
        /// Larger values lower down: first place at the top of a lap chart, quickest at the top.
        public var isReversed: Bool

        public init(title: String, unit: Unit, lower: Double, upper: Double, ticks: [Tick], isReversed: Bool = false) {
            self.title = title
            self.unit = unit
            self.lower = lower
            self.upper = max(upper, lower + 1e-9)
            self.ticks = ticks
            self.isReversed = isReversed
        }

        /// Where `value` lies between the axis' ends, 0 at `lower` and 1 at `upper`, clamped.
        public func fraction(_ value: Double) -> Double {
            min(max((value - lower) / (upper - lower), 0), 1)
        }
    }

    /// A category a segment belongs to, with the colour every face gives it: a tyre compound.
    public struct Category: Equatable, Sendable {
        public var key: String
        public var name: String
        /// One letter that stands for it where there is no colour: "S", "M", "H".
        public var letter: String
        public var color: F1UI.TeamColor

        public init(key: String, name: String, letter: String, color: F1UI.TeamColor) {
            self.key = key
            self.name = name
            self.letter = letter
            self.color = color
        }
    }

    /// A stretch of a row: a stint from lap 1 to 19 on mediums, a bar from 0 to the gap.
    public struct Segment: Equatable, Sendable {
        public var start: Double
        public var end: Double
        /// The category's key; nil draws it in the series' colour.
        public var category: String?
        /// Shown in the bar where it fits, and in the text: "19".
        public var label: String?

        public init(start: Double, end: Double, category: String? = nil, label: String? = nil) {
            self.start = start
            self.end = end
            self.category = category
            self.label = label
        }
    }

    public struct Point: Equatable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    public struct Series: Equatable, Sendable {
        public var key: String
        /// The name in a legend or a screen reader's description: "Max Verstappen".
        public var name: String
        /// The short label at the end of a line or before a row: "VER".
        public var label: String
        public var color: F1UI.TeamColor?
        /// The second car of a team that shares the first's colour: drawn dashed (or lighter).
        public var isSecondCar: Bool
        /// The points of a plot; a gap in `x` (a lap missing) breaks the line.
        public var points: [Point]
        /// The segments of a row.
        public var segments: [Segment]
        /// The group a row belongs to ("Q3"), for faces that separate groups.
        public var group: String?
        /// On a track: the category of the stretch from each point to the next (the same count
        /// as `points`), whose colour a face draws it in; nil draws the series' colour.
        public var pointCategories: [String]?

        public init(
            key: String, name: String, label: String, color: F1UI.TeamColor? = nil, isSecondCar: Bool = false, points: [Point] = [],
            segments: [Segment] = [], group: String? = nil, pointCategories: [String]? = nil
        ) {
            self.key = key
            self.name = name
            self.label = label
            self.color = color
            self.isSecondCar = isSecondCar
            self.points = points
            self.segments = segments
            self.group = group
            self.pointCategories = pointCategories
        }
    }

    /// Something that happened at a lap: a car's pit stop, the chequered flag.
    public struct Marker: Equatable, Sendable {
        public enum Kind: String, Equatable, Sendable { case pitStop, chequeredFlag, corner }

        public var kind: Kind
        public var x: Double
        /// On a track, where the marker stands (a corner's number beside the line); nil on a plot,
        /// which marks the whole height at `x`.
        public var y: Double?
        /// The series it belongs to; nil for the whole field.
        public var series: String?
        public var label: String

        public init(kind: Kind, x: Double, y: Double? = nil, series: String? = nil, label: String) {
            self.kind = kind
            self.x = x
            self.y = y
            self.series = series
            self.label = label
        }
    }

    /// A stretch of laps the whole field ran under a safety car, a virtual one, or a red flag.
    public struct Period: Equatable, Sendable {
        public enum Kind: String, Equatable, Sendable { case safetyCar, virtualSafetyCar, redFlag }

        public var kind: Kind
        public var start: Double
        public var end: Double

        public init(kind: Kind, start: Double, end: Double) {
            self.kind = kind
            self.start = start
            self.end = end
        }

        /// "SC", "VSC", "Red": short enough for a band's label.
        public var label: String {
            switch kind {
            case .safetyCar: "SC"
            case .virtualSafetyCar: "VSC"
            case .redFlag: "Red"
            }
        }
    }

    /// A plot under the chart's own, on the same x axis: telemetry's throttle, brake, gear and
    /// delta under its speed.
    public struct Panel: Equatable, Sendable {
        /// What the panel's key addresses: "throttle".
        public var key: String
        public var y: Axis
        public var mark: Mark
        public var series: [Series]

        public init(key: String, y: Axis, mark: Mark = .line, series: [Series]) {
            self.key = key
            self.y = y
            self.mark = mark
            self.series = series
        }
    }

    public var kind: Kind
    public var mark: Mark
    public var title: String
    /// One sentence saying what the chart shows, for screen readers and text faces.
    public var summary: String
    public var x: Axis
    /// For rows, the y axis is the series themselves; its title names them ("Driver").
    public var y: Axis
    public var series: [Series]
    public var categories: [Category]
    public var markers: [Marker]
    public var periods: [Period]
    /// Sentences a text face prints under the drawing: "Safety car: laps 6 to 11."
    public var notes: [String]
    /// Plots stacked under this one, sharing its x axis and markers, each with its own y axis.
    public var panels: [Panel]

    public init(
        kind: Kind, mark: Mark, title: String, summary: String, x: Axis, y: Axis, series: [Series], categories: [Category] = [],
        markers: [Marker] = [], periods: [Period] = [], notes: [String] = [], panels: [Panel] = []
    ) {
        self.notes = notes
        self.panels = panels
        self.kind = kind
        self.mark = mark
        self.title = title
        self.summary = summary
        self.x = x
        self.y = y
        self.series = series
        self.categories = categories
        self.markers = markers
        self.periods = periods
    }

    public func category(_ key: String?) -> Category? {
        key.flatMap { key in categories.first { $0.key == key } }
    }
}

extension Chart {
    /// The chart with `transform` applied to every string that came from the data or is shown:
    /// how a face makes a driver's name safe for itself (a terminal, SVG, HTML) in one place.
    public func mappingTexts(_ transform: (String) -> String) -> Chart {
        var chart = self
        chart.title = transform(title)
        chart.summary = transform(summary)
        for axis in [\Chart.x, \Chart.y] {
            chart[keyPath: axis].title = transform(chart[keyPath: axis].title)
            chart[keyPath: axis].ticks = chart[keyPath: axis].ticks.map { Tick($0.value, transform($0.label)) }
        }
        func mapSeries(_ series: Series) -> Series {
            var series = series
            series.key = transform(series.key)
            series.name = transform(series.name)
            series.label = transform(series.label)
            series.group = series.group.map(transform)
            series.segments = series.segments.map { segment in
                var segment = segment
                segment.label = segment.label.map(transform)
                segment.category = segment.category.map(transform)
                return segment
            }
            series.pointCategories = series.pointCategories?.map(transform)
            return series
        }
        chart.series = series.map(mapSeries)
        chart.panels = panels.map { panel in
            var panel = panel
            panel.key = transform(panel.key)
            panel.y.title = transform(panel.y.title)
            panel.y.ticks = panel.y.ticks.map { Tick($0.value, transform($0.label)) }
            panel.series = panel.series.map(mapSeries)
            return panel
        }
        chart.categories = categories.map {
            Category(key: transform($0.key), name: transform($0.name), letter: transform($0.letter), color: $0.color)
        }
        chart.markers = markers.map { Marker(kind: $0.kind, x: $0.x, y: $0.y, series: $0.series.map(transform), label: transform($0.label)) }
        chart.notes = notes.map(transform)
        return chart
    }
}
