import F1Data
import F1Domain
import F1UseCases
import Foundation

extension F1dbRepository {
    /// f1db's circuit drawings as track maps; it has no laps' samples.
    public var telemetryRepository: any TelemetryRepository { F1dbTelemetry(repository: self) }
}

/// The layouts an f1db checkout draws: `src/assets/circuits/black/<layout>.svg`, the layout being
/// race.yml's `circuitLayoutId`, scaled to its `courseLength` and run its `direction`, with its `turns` numbered at the
/// drawing's sharpest bends. The drawing is f1db's own frame, and its first point is where the
/// artist began, not necessarily the line.
struct F1dbTelemetry: TelemetryRepository {
    let repository: F1dbRepository

    static let credit = "Outline: F1DB (CC BY 4.0)"

    var coverage: String { "no session's laps: F1DB has circuit outlines but no telemetry" }
    var hasLaps: Bool { false }

    func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps {
        throw TelemetryError.sessionNotInSource(session: "\(season) round \(round)", coverage: coverage)
    }

    func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        throw TelemetryError.sessionNotInSource(session: "\(season) round \(round)", coverage: coverage)
    }

    func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout {
        let folders = try await repository.raceFolders(season: season)
        guard let folder = folders.first(where: { $0.round == round }) else {
            throw LookupError.roundNotFound(season: season, round: round, rounds: folders.count)
        }
        let race = try await repository.races(season: season).first { $0.round == round }
        let circuit = race?.circuit.name ?? "round \(round) of \(season)"
        let wire = try repository.files.decode(F1dbRaceLayout.self, atPath: folder.file("race.yml"))
        guard let id = wire.circuitLayoutId, !id.isEmpty else { throw TelemetryError.noLayout(circuit: circuit) }
        guard let folderPath = drawingsFolder() else { throw TelemetryError.noLayout(circuit: circuit) }
        let path = folderPath + "/" + id + ".svg"
        guard id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), id.first != "-" else {
            throw TelemetryError.fileUnusable(
                path: path, reason: "is not a drawing f1db names: its layout id '\(id.prefix(40))' is not a plain file name")
        }
        let bytes: [UInt8]?
        do throws(F1dbPathError) {
            bytes = try F1dbDisk(root: nil).readIfPresent(path: path)
        } catch {
            throw error.sourceError
        }
        guard let bytes else { throw TelemetryError.fileUnusable(path: path, reason: "is missing, so there is no outline of \(circuit)") }
        let drawing: TrackOutline
        do throws(SVGOutlineError) {
            drawing = try SVGOutline.outline(svg: bytes)
        } catch {
            throw TelemetryError.fileUnusable(path: path, reason: error.description)
        }
        let lapLength = wire.courseLength.map { $0 * 1000 } ?? drawing.length + drawing.closingGap
        let direction = wire.direction.map { $0 == "CLOCKWISE" }
        let outline = (direction.map { drawing.oriented(clockwise: $0) } ?? drawing).scaled(toLength: lapLength)
        return TrackLayout(
            name: circuit, outline: outline, corners: outline.corners(count: wire.turns, lapLength: lapLength), lapLength: lapLength,
            sectorEnds: [], credit: Self.credit)
    }

    /// Where the checkout keeps its black drawings: `src/assets/circuits/black` beside `src/data`
    /// (or beside the `data` folder of a copy that has one); nil when the checkout has none.
    func drawingsFolder() -> String? {
        let data = repository.layout.data
        let candidates = [
            data.deletingLastPathComponent().appending(path: "assets/circuits/black"),
            data.deletingLastPathComponent().appending(path: "src/assets/circuits/black"),
        ]
        let found = candidates.first { url in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
        }
        return found?.standardizedFileURL.path
    }
}
