import Foundation
import Testing

/// The recorded API responses alone, for tests that need no f1db and no server.
enum RecordedResponses {
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: ApiHarness.responses.path) }
    static let skip: Comment = "../shared/data/ergast/responses is absent: these tests need the recorded API responses"
}
