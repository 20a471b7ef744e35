import F1Domain
import Foundation

/// Why a folder cannot take a session's recording, in one sentence.
package struct OpenF1RecorderRefusal: Error, Equatable, CustomStringConvertible {
    package var description: String
}

extension OpenF1SessionRecorder {
    /// What a folder holds when recording starts: a resumed recording's records, its files' sizes.
    struct Opened {
        var sizes: [String: Int] = [:]
        var held: SessionTiming?
        var journals: [(OpenF1Endpoint, [Data])] = []
        var laps: [(key: LapKey, record: Data)] = []
    }

    static func open(_ options: Options, session: TimingSession) throws(OpenF1RecorderRefusal) -> Opened {
        let folder = options.folder.path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw OpenF1RecorderRefusal(description: "\(folder) is a file; --record needs a folder.") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw OpenF1RecorderRefusal(description: "The folder \(folder) could not be made for --record: \(error.localizedDescription)")
            }
        }
        // A write cut off by a crash leaves its temporary file; it holds nothing the recording needs.
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
            guard name.hasPrefix("."), name.hasSuffix(".writing") else { return true }
            unlink(folder + "/" + name)
            return false
        }
        guard !names.isEmpty else { return Opened() }
        let recording = OpenF1Recording(folder: options.folder)
        guard names.contains(OpenF1Endpoint.sessions.recordedFileName) else {
            throw OpenF1RecorderRefusal(
                description: "\(folder) already holds other files; give --record an empty or new folder, or one recording of this session.")
        }
        let held: SessionTiming
        let answers: [OpenF1Endpoint: Data]
        do {
            answers = try recording.answers()
            held = try recording.read().timing
        } catch {
            throw OpenF1RecorderRefusal(
                description: "\(error)".replacingOccurrences(of: ".", with: "", options: [.anchored, .backwards]) + "; --record cannot add to it.")
        }
        guard held.session.id == session.id else {
            throw OpenF1RecorderRefusal(
                description:
                    "\(folder) holds the recording of another session (\(held.title()), session_key \(held.session.id.rawValue)); give --record a new folder for session_key \(session.id.rawValue)."
            )
        }
        var opened = Opened(held: held)
        for name in names {
            var status = stat()
            if stat(folder + "/" + name, &status) == 0 { opened.sizes[name] = Int(status.st_size) }  // trap-ok: a file's size fits
        }
        for endpoint in OpenF1Endpoint.timing where endpoint.isDated {
            opened.journals.append((endpoint, answers[endpoint].flatMap(OpenF1RecordSlices.records(of:)) ?? []))
        }
        // Laps are read as each one's last version (`OpenF1LapVersions`), so the journal starts again from those.
        if let laps = answers[.laps].flatMap(OpenF1RecordSlices.records(of:)), laps.count == held.laps.count {
            opened.laps = zip(held.laps, laps).map { (key: LapKey(driver: $0.driver, lap: $0.lap), record: $1) }
            opened.journals.append((.laps, laps))
        }
        return opened
    }
}
