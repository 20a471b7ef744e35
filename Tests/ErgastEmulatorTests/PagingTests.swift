import ErgastEmulator
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.enabled(if: Recorded.available, Recorded.absent))
struct PagingTests {
    /// A complete DriverTable of `count` drivers, more than the API's largest page.
    static func drivers(_ count: Int) throws -> Data {
        let drivers = (0..<count).map { ["driverId": "driver\($0)", "givenName": "Given", "familyName": "Family \($0)"] }
        let envelope: [String: Any] = [
            "MRData": [
                "xmlns": "", "series": "f1", "url": "https://api.jolpi.ca/ergast/f1/2023/drivers.json",
                "limit": "30", "offset": "0", "total": "999",
                "DriverTable": ["season": "2023", "Drivers": drivers],
            ]
        ]
        return try JSONSerialization.data(withJSONObject: envelope)
    }

    @Test func defaultsLimitTo30AndClampsItTo100() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.add(json: try Self.drivers(150), forPath: "2023/drivers.json")
            let first = try await fetch(emulator, "2023/drivers.json").mrData()
            #expect(first["limit"] as? String == "30")
            #expect(first["total"] as? String == "150", "an added dataset's total is its row count")
            #expect(try innermostRows(first).count == 30)
            let clamped = try await fetch(emulator, "2023/drivers.json?limit=1000&offset=0").mrData()
            #expect(clamped["limit"] as? String == "100")
            #expect(try innermostRows(clamped).count == 100)
            let rest = try await fetch(emulator, "2023/drivers.json?limit=100&offset=100").mrData()
            #expect(try innermostRows(rest).count == 50)
            let beyond = try await fetch(emulator, "2023/drivers.json?limit=100&offset=200").mrData()
            #expect(try innermostRows(beyond).isEmpty)
        }
    }

    @Test func pageSizeOverridesTheClientsLimit() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.pageSize = 5
            let page = try await fetch(emulator, "2023/9/results.json?limit=100&offset=0").mrData()
            #expect(page["limit"] as? String == "5")
            #expect(try innermostRows(page).count == 5)
            emulator.pageSize = nil
            #expect(try innermostRows(await fetch(emulator, "2023/9/results.json?limit=100").mrData()).count == 20)
        }
    }

    @Test func anAddedDatasetTakesPrecedenceOverARecording() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.add(json: try Self.drivers(3), forPath: "/ergast/f1/2023/drivers.json")
            let page = try await fetch(emulator, "2023/Drivers.json").mrData()
            #expect(page["total"] as? String == "3")
            emulator.add(json: Data("not json".utf8), forPath: "2023/raw.json")
            #expect(try await fetch(emulator, "2023/raw.json?offset=60").body == Data("not json".utf8))
        }
    }

    /// The emulator parses and writes JSON itself, to keep key order: escapes and non-ASCII text survive.
    @Test func keepsEscapesAndUnicode() async throws {
        let name = "Tab\t \"quoted\" back\\slash /slash \u{1} Pérez 🏎"
        let envelope: [String: Any] = [
            "MRData": [
                "limit": "30", "offset": "0", "total": "1", "series": "f1", "url": "x",
                "CircuitTable": ["Circuits": [["circuitId": "a", "circuitName": name, "lat": 1.5e3]]],
            ]
        ]
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.add(json: try JSONSerialization.data(withJSONObject: envelope), forPath: "2023/circuits.json")
            let mrData = try await fetch(emulator, "2023/circuits.json").mrData()
            let circuits = try #require((mrData["CircuitTable"] as? [String: Any])?["Circuits"] as? [[String: Any]])
            #expect(circuits.first?["circuitName"] as? String == name)
            #expect((circuits.first?["lat"] as? NSNumber)?.doubleValue == 1500)
        }
    }

    @Test func logsEveryRequestInOrder() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            _ = try await fetch(emulator, "2023/9/results.json?limit=100&offset=0")
            _ = try await fetch(emulator, "nothing.json")
            #expect(emulator.requests == ["/ergast/f1/2023/9/results.json?limit=100&offset=0", "/ergast/f1/nothing.json"])
            emulator.resetRequests()
            #expect(emulator.requests.isEmpty)
        }
    }

    @Test func answersConcurrentRequests() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<20 {
                    group.addTask { try await fetch(emulator, "2023/driverstandings.json?limit=\(index + 1)").status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 20))
            #expect(emulator.requests.count == 20)
        }
    }

    @Test func stopsAndFreesThePort() async throws {
        let emulator = try ErgastEmulator(responses: Recorded.folder)
        try emulator.start()
        let base = emulator.baseURL
        #expect(base.absoluteString.hasPrefix("http://127.0.0.1:"))
        #expect(base.port != 0)
        #expect(try await fetch(emulator, "2023.json").status == 200)
        emulator.stop()
        await #expect(throws: (any Error).self) {
            _ = try await fetch(URLRequest(url: base.appendingPathComponent("2023.json")), timeout: 5)
        }
    }
}
