import F1UI

/// A track (`.track`) from above: each line's stretches in their categories' colours (one
/// polyline per run of a category), the corners' numbers outside the line, and the cars as dots
/// with their labels, on top.
extension SVGRenderer {
    mutating func drawTrack() {
        guard let frame = layout.track else { return }
        writer.raw("<g fill=\"none\" stroke-width=\"4\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n")
        for (index, series) in chart.series.enumerated() where series.points.count > 1 {
            drawTrackLine(series, at: index, frame: frame)
        }
        writer.raw("</g>\n")
        drawTrackCorners(frame: frame)
        drawStartLine(frame: frame)
        drawCars(frame: frame)
    }

    /// A line's stretches, point to point, grouped into one polyline while their category stays the
    /// same; a position that is not a number breaks the line.
    private mutating func drawTrackLine(_ series: Chart.Series, at index: Int, frame: TrackFrame) {
        let base = SVGPalette.color(of: series, at: index)
        let categories = series.pointCategories ?? []
        var colors: [String: String] = [:]
        for category in chart.categories where colors[category.key] == nil { colors[category.key] = category.color.svgHex }
        writer.raw("<g")
        if series.isSecondCar { writer.raw(" stroke-dasharray=\"8 5\"") }
        writer.raw("><title>")
        writer.text(series.name)
        writer.raw("</title>\n")
        var open: String??  // The open polyline's category (itself optional), nil when none is open.
        var previous = frame.point(series.points[0])  // trap-ok: the caller draws lines of two points or more.
        for offset in 1..<series.points.count {
            let here = frame.point(series.points[offset])  // trap-ok: offset is one of the points' indices.
            defer { previous = here }
            guard let from = previous, let to = here else {
                if open != nil { writer.raw("\"/>\n") }
                open = nil
                continue
            }
            let category: String? = offset - 1 < categories.count ? categories[offset - 1] : nil  // trap-ok: checked in the condition.
            if let current = open, current == category {
                writer.raw(" ")
                appendTrackPoint(to)
                continue
            }
            if open != nil { writer.raw("\"/>\n") }
            let color = category.flatMap { colors[$0] } ?? base.svgHex
            writer.raw("<polyline stroke=\"\(color)\" points=\"")
            appendTrackPoint(from)
            writer.raw(" ")
            appendTrackPoint(to)
            open = .some(category)
        }
        if open != nil { writer.raw("\"/>\n") }
        writer.raw("</g>\n")
    }

    /// A rim of the background around labels, so they read where they cross the line.
    private var halo: String {
        " stroke=\"\(palette.background)\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\""
    }

    private mutating func appendTrackPoint(_ point: (x: Double, y: Double)) {
        writer.number(point.x)
        writer.raw(",")
        writer.number(point.y)
    }

    /// Each corner's number beside the line, a little outward from the track's centre.
    private mutating func drawTrackCorners(frame: TrackFrame) {
        let corners = chart.markers.filter { $0.kind == .corner && $0.y != nil }
        guard !corners.isEmpty else { return }
        writer.raw("<g font-size=\"10\" font-weight=\"600\" text-anchor=\"middle\" fill=\"\(palette.mutedText)\"\(halo)>\n")
        for corner in corners {
            guard let y = corner.y, let pixel = frame.point(Chart.Point(x: corner.x, y: y)) else { continue }
            let out = frame.outward(from: pixel)
            writer.label(corner.label, x: pixel.x + out.x * 12, y: pixel.y + out.y * 12 + 3.5)
        }
        writer.raw("</g>\n")
    }

    /// The start and finish line: a small chequered square beside the line (outward, as a
    /// corner's number, so the line's own colour stays seen), its name as its title.
    private mutating func drawStartLine(frame: TrackFrame) {
        for marker in chart.markers where marker.kind == .chequeredFlag {
            guard let y = marker.y, let onLine = frame.point(Chart.Point(x: marker.x, y: y)) else { continue }
            let out = frame.outward(from: onLine)
            let pixel = (x: onLine.x + out.x * 10, y: onLine.y + out.y * 10)
            writer.raw("<g stroke=\"#111111\" stroke-width=\"0.75\"><title>")
            writer.text(marker.label)
            writer.raw("</title>\n")
            for (column, row) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let fill = (column + row) % 2 == 0 ? "#111111" : "#FFFFFF"
                writer.rect(x: pixel.x - 5 + Double(column) * 5, y: pixel.y - 5 + Double(row) * 5, width: 5, height: 5, extra: " fill=\"\(fill)\"")
            }
            writer.raw("</g>\n")
        }
    }

    /// Series of one point: a dot in the series' colour with its label beside it, on the left where
    /// the right has no room.
    private mutating func drawCars(frame: TrackFrame) {
        let cars = chart.series.enumerated().filter { $0.element.points.count == 1 }
        guard !cars.isEmpty else { return }
        writer.raw("<g font-size=\"11\" font-weight=\"600\"\(halo)>\n")
        for (index, car) in cars {
            guard let point = car.points.first, let pixel = frame.point(point) else { continue }
            let color = SVGPalette.color(of: car, at: index).svgHex
            writer.raw("<circle")
            writer.attribute("cx", pixel.x)
            writer.attribute("cy", pixel.y)
            writer.raw(" r=\"6\" fill=\"\(color)\" stroke=\"\(palette.outline)\" stroke-width=\"1.5\"><title>")
            writer.text(car.name)
            writer.raw("</title></circle>\n")
            let fitsRight = pixel.x + 10 + estimatedTextWidth(car.label, fontSize: 11) <= layout.width - 4
            writer.label(
                car.label, x: fitsRight ? pixel.x + 10 : pixel.x - 10, y: pixel.y + 4,
                extra: " fill=\"\(color)\"" + (fitsRight ? "" : " text-anchor=\"end\""))
        }
        writer.raw("</g>\n")
    }
}
