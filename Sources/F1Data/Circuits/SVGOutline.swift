import F1Domain

/// f1db's circuit drawings (`src/assets/circuits/black/<layout>.svg`: one closed path in a
/// 500-pixel frame) read into outlines. Only what an outline needs of SVG is read: the `d` of each
/// `<path>` outside comments, CDATA, scripts and styles; everything else is skipped unread.
package enum SVGOutline {
    /// f1db's largest drawing is under 9 KB; a file past this is refused before it is read.
    package static let maximumBytes = 8 << 20
    /// An outline keeps at most this many points (resampled evenly along it when it has more).
    package static let maximumOutlinePoints = 4_000

    /// The outline of the first closed path, in the drawing's units with y pointing north (SVG's
    /// points down), from the path's first point round.
    package static func outline(svg bytes: some Collection<UInt8>) throws(SVGOutlineError) -> TrackOutline {
        guard bytes.count <= maximumBytes else { throw .tooLarge(bytes: bytes.count, limit: maximumBytes) }
        let bytes = Array(bytes)
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .notText }
        let paths = SVGElements.pathData(in: bytes)
        guard !paths.isEmpty else { throw .noPath }
        for data in paths {
            guard !data.contains(UInt8(ascii: "&")) else { throw .entityInPath }
            if let outline = try outline(pathData: String(decoding: data, as: UTF8.self), requireClosed: true) { return outline }
        }
        throw .noClosedPath
    }

    /// The outline of a path's first closed subpath; nil when it has none and `requireClosed`
    /// (otherwise its first subpath, closed by the outline's last point joining its first).
    package static func outline(pathData: String, requireClosed: Bool) throws(SVGOutlineError) -> TrackOutline? {
        let path = try SVGPathData(pathData)
        guard let subpath = path.subpaths.first(where: { $0.closed || !requireClosed }) else { return nil }
        var points: [TrackOutline.Point] = []
        points.reserveCapacity(subpath.points.count)
        for point in subpath.points where points.last.map({ $0.x != point.x || $0.y != -point.y }) ?? true {
            points.append(TrackOutline.Point(x: point.x, y: -point.y))
        }
        if points.count > 1, let first = points.first, let last = points.last, first == last { points.removeLast() }
        guard let outline = TrackOutline(points: points), outline.length > 0 else { throw .tooSmall }
        return outline.points.count > maximumOutlinePoints ? outline.resampled(count: maximumOutlinePoints) : outline
    }
}
