import Foundation
import Testing

/// ../shared/data beside the package: the recorded API responses and the f1db copy, each with the
/// note a suite skips with when it is absent. The one place this target spells these paths.
///
/// F1DataTests has its own (ApiHarness): F1TestSupport, which both could share, does not depend on
/// F1Data or ErgastEmulator, and f1reportTests does not depend on F1TestSupport.
enum SharedData {
    static let folder = ReportRunner.packageRoot.appending(path: "../shared/data").standardizedFileURL
    static var responses: URL { folder.appending(path: "ergast/responses") }
    /// The f1db copy as `F1dbRepository(path:)` takes it.
    static var f1db: URL { folder.appending(path: "f1db") }
    /// Its data folder, as `f1report --f1db` takes it.
    static var f1dbData: URL { f1db.appending(path: "data") }

    /// The recorded OpenF1 race, as `f1report live --replay` takes it.
    static var openF1Race: URL { folder.appending(path: "openf1/2026-miami-race") }
    static var austria: URL { folder.appending(path: "telemetry/tracinginsights/2026-austria-qualifying") }
    static var hasTelemetryAndF1db: Bool { FileManager.default.fileExists(atPath: austria.path) && hasF1db }
    static let noTelemetry: Comment = "../shared/data/telemetry or ../shared/data/f1db is absent: the Austrian laps need both"
    static var hasOpenF1AndF1db: Bool { FileManager.default.fileExists(atPath: openF1Race.path) && hasF1db }

    static var hasRecordings: Bool { FileManager.default.fileExists(atPath: responses.path) }
    static var hasF1db: Bool { FileManager.default.fileExists(atPath: f1dbData.path) }
    static var hasRecordingsAndF1db: Bool { hasRecordings && FileManager.default.fileExists(atPath: f1db.path) }

    static let noRecordings: Comment = "../shared/data/ergast/responses is absent: the API report tests need the recorded responses"
    static let noF1db: Comment = "../shared/data/f1db is absent: the f1db history is not available"
    static let noOpenF1: Comment = "../shared/data/openf1 or ../shared/data/f1db is absent: the replay reports need both"
    static let noData: Comment = "../shared/data (ergast responses and f1db) is absent: these API report tests need both"
}
