import ErgastEmulator
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.enabled(if: Recorded.available, Recorded.absent))
struct FaultTests {
    static let path = "2023/9/results.json?limit=100&offset=0"

    @Test func tooManyRequestsWithAndWithoutRetryAfter() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.inject([.tooManyRequests(retryAfter: 7), .tooManyRequests(retryAfter: nil)])
            let first = try await fetch(emulator, Self.path)
            #expect(first.status == 429)
            #expect(first.header("Retry-After") == "7")
            let second = try await fetch(emulator, Self.path)
            #expect(second.status == 429)
            #expect(second.header("Retry-After") == nil)
            #expect(try await fetch(emulator, Self.path).status == 200, "one-shot faults are used up")
        }
    }

    @Test func serverError() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.inject([.serverError])
            let fetched = try await fetch(emulator, Self.path)
            #expect(fetched.status == 500)
            #expect(String(decoding: fetched.body, as: UTF8.self).contains("<h1>Server Error (500)</h1>"))
        }
    }

    /// Persistent rather than queued: on a loaded machine the client may give up before its request
    /// arrives, and a queued hang would then catch the next request instead.
    @Test func hangRunsIntoTheClientsTimeout() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.persistentFault = .hang(seconds: 30)
            await #expect {
                _ = try await fetch(emulator, Self.path, timeout: 1.5)
            } throws: { error in
                (error as? URLError)?.code == .timedOut
            }
            #expect(emulator.requests == ["/ergast/f1/\(Self.path)"], "the server read the request, then hung")
            emulator.persistentFault = nil
            #expect(try await fetch(emulator, Self.path).status == 200)
        }
    }

    /// Through a plain socket, so what is observed is the server closing the connection, not
    /// some client's timeout or retry.
    @Test func stopEndsAHang() async throws {
        let emulator = try ErgastEmulator(responses: Recorded.folder)
        try emulator.start()
        emulator.persistentFault = .hang(seconds: 600)
        let client = try RawClient(port: try #require(emulator.baseURL.port))
        defer { client.disconnect() }
        client.write("GET /ergast/f1/\(Self.path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        while emulator.requests.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        emulator.stop()
        // A hang of ten minutes ends in end-of-file, not in the minute this waits at most.
        #expect(client.receiveUntilClosed(waitingAtMost: 60) == .closedWithoutAnswer)
    }

    @Test func droppedConnectionIsAnError() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.inject([.dropConnection])
            await #expect(throws: (any Error).self) {
                _ = try await fetch(emulator, Self.path)
            }
            #expect(emulator.requests.count == 1, "the request was read before the connection was dropped")
        }
    }

    @Test func truncatedJSONDoesNotParse() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            let whole = try await fetch(emulator, Self.path).body
            emulator.inject([.truncatedJSON])
            let fetched = try await fetch(emulator, Self.path)
            #expect(fetched.status == 200)
            #expect(fetched.body == whole.prefix(whole.count / 2))
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: fetched.body) }
        }
    }

    @Test func invalidUTF8InAString() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.inject([.invalidUTF8])
            let fetched = try await fetch(emulator, Self.path)
            #expect(fetched.status == 200)
            #expect(String(validating: fetched.body, as: UTF8.self) == nil)
            #expect(fetched.body.firstRange(of: Data([0xFF, 0xFE])) != nil)
        }
    }

    @Test func emptyPageKeepsTheTotal() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.inject([.emptyPage])
            let mrData = try await fetch(emulator, Self.path).mrData()
            #expect(mrData["total"] as? String == "20")
            let table = try #require(mrData["RaceTable"] as? [String: Any])
            #expect((table["Races"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func persistentFaultUntilCleared() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            emulator.persistentFault = .serverError
            #expect(try await fetch(emulator, Self.path).status == 500)
            emulator.inject([.tooManyRequests(retryAfter: 1)])
            #expect(try await fetch(emulator, Self.path).status == 429, "a queued fault goes first")
            #expect(try await fetch(emulator, Self.path).status == 500)
            #expect(emulator.persistentFault == .serverError)
            emulator.persistentFault = nil
            #expect(try await fetch(emulator, Self.path).status == 200)
        }
    }
}
