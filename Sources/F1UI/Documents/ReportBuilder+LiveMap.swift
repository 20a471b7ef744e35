import F1Domain

extension ReportBuilder {
    /// Points the live map's outline is drawn with: enough for a smooth line at a page's width,
    /// few enough that each update's drawing stays a few kilobytes.
    static let liveMapOutlinePoints = 240

    /// Every running car on the circuit at the board's instant, each where `LivePosition.lapFraction`
    /// puts it on the layout, with its code and team colour; the outline, its corners and the line.
    public func liveTrackMap(_ race: LiveRaceData, layout: TrackLayout) -> Chart {
        let count = Self.liveMapOutlinePoints
        let outline = (0..<count).map { layout.point(atFraction: Double($0) / Double(count)) } + [layout.point(atFraction: 0)]
        let xs = outline.map(\.x)
        let ys = outline.map(\.y)
        // The leader last, drawn on top of the cars behind.
        let placed = race.positions.filter { !$0.retired && $0.lapFraction != nil }.reversed()
        let cars = Chart.colored(
            placed.map { car in
                let point = layout.point(atFraction: car.lapFraction ?? 0)
                return Chart.Series(
                    key: car.driver.rawValue, name: car.name ?? car.code, label: car.code, points: [Chart.Point(x: point.x, y: point.y)])
            }, teams: placed.map(\.constructor), feedColours: placed.map(\.teamColour))
        let track = Chart.Series(
            key: "outline", name: layout.name, label: "", color: F1UI.TeamColor(hex: 0x8A8F98), points: outline.map { Chart.Point(x: $0.x, y: $0.y) })
        let corners = layout.corners.map { corner -> Chart.Marker in
            let place = layout.point(of: corner)
            return Chart.Marker(kind: .corner, x: place.x, y: place.y, label: "\(corner.number)\(corner.letter ?? "")")
        }
        let start = layout.point(atFraction: 0)
        let when = race.at.map { " at " + F1UI.Live.clockText($0) } ?? ""
        let summary =
            cars.isEmpty
            ? "\(layout.name): no car has a lap time to place it by yet."
            : "\(cars.count) cars on \(layout.name)\(when), each placed by the share of its lap run against its last lap."
        return Chart(
            kind: .trackmap, mark: .track, title: "Track map: \(layout.name)", summary: summary,
            x: .init(title: "", unit: .metres, lower: xs.min() ?? 0, upper: xs.max() ?? 1, ticks: []),
            y: .init(title: "", unit: .metres, lower: ys.min() ?? 0, upper: ys.max() ?? 1, ticks: []),
            series: [track] + cars,
            markers: corners + [Chart.Marker(kind: .chequeredFlag, x: start.x, y: start.y, label: "Start and finish")],
            notes: layout.credit.map { [$0] } ?? [])
    }
}
