import Foundation

/// A folder under the temporary directory for one test, removed with the last reference to it
/// (a suite holds one per test: Swift Testing makes a suite instance for each).
package final class TemporaryFolder: Sendable {
    package let url: URL
    package var path: String { url.path }

    package init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
