import ErgastEmulator
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The shared recordings, found from this file: Tests/ErgastEmulatorTests/ → package root → ../shared.
enum Recorded {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("shared/data/ergast/responses")

    static var available: Bool {
        FileManager.default.fileExists(atPath: folder.path)
    }

    static let absent = Comment(rawValue: "the recordings are not at \(folder.path)")

    static func data(_ family: String, _ file: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(family).appendingPathComponent(file))
    }
}

/// A started emulator, stopped when the test's body ends.
func withEmulator<T>(_ body: (ErgastEmulator) async throws -> T) async throws -> T {
    let emulator = try ErgastEmulator(responses: Recorded.folder)
    try emulator.start()
    defer { emulator.stop() }
    return try await body(emulator)
}

struct Fetched {
    var status: Int
    var headers: [AnyHashable: Any]
    var body: Data

    func header(_ name: String) -> String? {
        headers.first { ($0.key as? String)?.lowercased() == name.lowercased() }?.value as? String
    }

    /// MRData of a JSON body.
    func mrData() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        return try #require(object?["MRData"] as? [String: Any])
    }
}

/// GET `path` below the emulator's base URL, with a fresh session so no test shares connections.
func fetch(_ emulator: ErgastEmulator, _ path: String, timeout: TimeInterval = 10) async throws -> Fetched {
    let url = try #require(URL(string: path, relativeTo: emulator.baseURL))
    return try await fetch(URLRequest(url: url), timeout: timeout)
}

func fetch(_ request: URLRequest, timeout: TimeInterval = 10) async throws -> Fetched {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return Fetched(status: http.statusCode, headers: http.allHeaderFields, body: data)
}

/// The innermost rows of a RaceTable or StandingsTable page, flattened in order, as JSON text
/// for easy comparison.
func innermostRows(_ mrData: [String: Any]) throws -> [String] {
    func rows(_ items: [Any]) throws -> [String] {
        try items.flatMap { item -> [String] in
            let object = item as? [String: Any] ?? [:]
            for key in [
                "Results", "QualifyingResults", "SprintResults", "PitStops", "Laps", "Timings",
                "DriverStandings", "ConstructorStandings",
            ] {
                if let children = object[key] as? [Any] { return try rows(children) }
            }
            return [String(decoding: try JSONSerialization.data(withJSONObject: item, options: .sortedKeys), as: UTF8.self)]
        }
    }
    let table = try #require(mrData.first { $0.key.hasSuffix("Table") }?.value as? [String: Any])
    let list = try #require(table.first { $0.value is [Any] }?.value as? [Any])
    return try rows(list)
}
