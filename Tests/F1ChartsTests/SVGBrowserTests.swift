import F1TestSupport
import F1UI
import Foundation
import Testing

@testable import F1Charts

/// The golden SVGs as a person sees them: headless Chromium takes a screenshot of each, and
/// scripts/png-pixels reads it back. The picture must not be blank, and the first series' colour
/// must be where the layout says its first point (or its first bar) lies.
///
/// Needs Debian's `chromium` package (CI installs it); skips, saying so, where it is missing.
@Suite(.serialized, .enabled(if: Browser.chromium != nil, "needs headless Chromium: Debian's package chromium (apt-get install chromium)"))
struct SVGBrowserTests {
    struct Screenshot: Decodable {
        var width: Int
        var height: Int
        var distinct: Int
        var pixels: [String: String]
    }

    @Test(arguments: SVGChartTests.cases)
    func chromiumDrawsTheFirstSeriesWhereTheLayoutSays(_ name: String, _ chart: Chart, _ theme: SVGChartStyle.Theme) async throws {
        try await Self.check(SVGChartTests.goldenURL(name, theme), chart: chart, style: SVGChartStyle(theme: theme))
    }

    /// Chromium's screenshot of `svg` is not blank and has the first series' colour where `chart`'s layout puts its first mark.
    static func check(_ svg: URL, chart: Chart, style: SVGChartStyle) async throws {
        let chromium = try #require(Browser.chromium)
        let python = try #require(Browser.python3, "needs python3 to read the screenshot")
        let folder = FileManager.default.temporaryDirectory.appending(path: "f1charts-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appending(path: "shot.png")

        let shot = try await Browser.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--user-data-dir=\(folder.path)/profile",
                "--window-size=\(style.width),\(style.height)", "--screenshot=\(png.path)", svg.absoluteString,
            ], in: folder, deadline: .seconds(60))
        #expect(!shot.timedOut, "Chromium took more than 60 s")
        try #require(FileManager.default.fileExists(atPath: png.path), "no screenshot; Chromium said:\n\(shot.output)")

        let marks = Self.marks(of: chart, style: style)
        try #require(!marks.isEmpty, "\(svg.lastPathComponent): nothing to look for")
        let near = marks.map { Self.square(around: $0.at, radius: 4) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../scripts/png-pixels").standardized
        let read = try await Browser.run(
            python, [script.path, png.path] + near.joined().map { "\($0.x),\($0.y)" }, in: folder, deadline: .seconds(60))
        let screenshot = try JSONDecoder().decode(Screenshot.self, from: Data(read.stdout.utf8))

        #expect(screenshot.width == style.width && screenshot.height == style.height)
        #expect(screenshot.distinct > 8, "\(svg.lastPathComponent): the screenshot is nearly blank: \(screenshot.distinct) colours")
        for (mark, square) in zip(marks, near) {
            let colors = square.compactMap { screenshot.pixels["\($0.x),\($0.y)"] }
            let found = colors.compactMap(F1UI.TeamColor.init(hex:))
            #expect(
                found.contains { $0.distance(to: mark.color) <= 40 },
                "\(svg.lastPathComponent): \(mark.color.svgHex) is not near \(mark.at); there: \(Set(colors).sorted())")
        }
    }

    /// Where the first series starts and in which colour: its first point for a plot, the middle
    /// of its first bar for rows (in the bar's category colour), the first point of its first
    /// stretch for a track (in the stretch's category colour); then the first point of each
    /// panel's first series, and each car on a track.
    static func marks(of chart: Chart, style: SVGChartStyle) -> [(at: (x: Double, y: Double), color: F1UI.TeamColor)] {
        guard let series = chart.series.first else { return [] }
        let layout = SVGChartLayout(chart: chart, style: style)
        let color = SVGPalette.color(of: series, at: 0)
        switch chart.mark {
        case .rows:
            guard let segment = series.segments.first, let rect = layout.segmentRect(series: 0, segment: segment) else { return [] }
            return [((rect.midX, rect.midY), chart.category(segment.category)?.color ?? color)]
        case .track:
            guard let frame = layout.track else { return [] }
            return chart.series.enumerated().compactMap { index, series in
                guard let point = series.points.first, let pixel = frame.point(point) else { return nil }
                let category = series.points.count > 1 ? chart.category(series.pointCategories?.first) : nil
                return (pixel, category?.color ?? SVGPalette.color(of: series, at: index))
            }
        case .line, .step:
            var marks: [(at: (x: Double, y: Double), color: F1UI.TeamColor)] = []
            for (index, strip) in chart.strips.enumerated() {
                guard let first = strip.series.first, let point = first.points.first, let y = layout.y(point.y, strip: index) else { continue }
                marks.append(((layout.x(point.x), y), SVGPalette.color(of: first, at: strip.colorIndices.first ?? 0)))
            }
            return marks
        }
    }

    static func square(around point: (x: Double, y: Double), radius: Int) -> [(x: Int, y: Int)] {
        let x = Int(point.x.rounded())  // trap-ok: a pixel inside a chart of at most a few thousand pixels.
        let y = Int(point.y.rounded())  // trap-ok: a pixel inside a chart of at most a few thousand pixels.
        return (-radius...radius).flatMap { dy in (-radius...radius).map { dx in (x + dx, y + dy) } }
    }
}

extension F1UI.TeamColor {
    /// From "RRGGBB".
    init?(hex: String) {
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        self.init(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The largest difference of one channel.
    func distance(to other: F1UI.TeamColor) -> Int {
        [(red, other.red), (green, other.green), (blue, other.blue)].map { abs(Int($0) - Int($1)) }.max() ?? 0
    }
}

/// Finding and running Chromium and python3 with a deadline.
enum Browser {
    static let chromium = executable(["chromium", "chromium-browser"])
    static let python3 = executable(["python3"])

    static func executable(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    struct Run {
        var stdout: String
        /// Standard output and error together, for a failure's message.
        var output: String
        var timedOut: Bool
    }

    /// Runs `program` with its output in files (so no pipe fills), killed after `deadline`.
    static func run(_ program: String, _ arguments: [String], in folder: URL, deadline: Duration) async throws -> Run {
        let name = URL(fileURLWithPath: program).lastPathComponent
        let stdoutURL = folder.appending(path: "\(name).out")
        let stderrURL = folder.appending(path: "\(name).err")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdout.close()
            try? stderr.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        let timer = Task {
            try await Task.sleep(for: deadline)
            // SIGKILL: a browser that ignored a polite signal would leave the test waiting for ever.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            return true
        }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do { try ProcessRunner.start(process) } catch { continuation.resume(throwing: error) }
        }
        timer.cancel()
        let timedOut = (try? await timer.value) ?? false
        let out = (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
        return Run(stdout: out, output: out + err, timedOut: timedOut)
    }
}
