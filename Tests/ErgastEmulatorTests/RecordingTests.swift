import ErgastEmulator
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.enabled(if: Recorded.available, Recorded.absent))
struct RecordingTests {
    @Test func servesARecordingByPathWhateverTheCase() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            let recorded = try Fetched(status: 200, headers: [:], body: Recorded.data("driverstandings", "2023@4@driverStandings.json"))
            for path in ["2023/4/driverStandings.json", "2023/4/DRIVERSTANDINGS.json?limit=30&offset=0"] {
                let fetched = try await fetch(emulator, path)
                #expect(fetched.status == 200)
                #expect(fetched.header("Content-Type") == "application/json; charset=utf-8")
                let mrData = try fetched.mrData()
                #expect(mrData["total"] as? String == "20")
                #expect(mrData["xmlns"] as? String == "http://ergast.com/mrd/1.5")
                #expect(mrData["url"] as? String == "\(emulator.baseURL.absoluteString)\(path.prefix { $0 != "?" })")
                #expect(try innermostRows(mrData) == innermostRows(recorded.mrData()))
            }
        }
    }

    @Test func recordsEachRequestWithItsHeaders() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            var request = URLRequest(url: try #require(URL(string: "2023/9/results.json?limit=5", relativeTo: emulator.baseURL)))
            request.setValue("F1KitTests/1.0", forHTTPHeaderField: "User-Agent")
            _ = try await fetch(request)
            let received = try #require(emulator.receivedRequests.first)
            #expect(emulator.receivedRequests.count == 1)
            #expect(received.method == "GET")
            #expect(received.target == "/ergast/f1/2023/9/results.json?limit=5")
            #expect(received.headers["user-agent"] == "F1KitTests/1.0")
            #expect(emulator.requests == [received.target])
            emulator.resetRequests()
            #expect(emulator.receivedRequests.isEmpty)
        }
    }

    /// Every recording answers for its own page with the rows it holds: this also checks that parsing
    /// and writing JSON keeps every value.
    @Test func servesEveryRecordingForItsOwnPage() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            let families = try FileManager.default.contentsOfDirectory(atPath: Recorded.folder.path)
            for family in families {
                for file in try FileManager.default.contentsOfDirectory(atPath: Recorded.folder.appendingPathComponent(family).path) {
                    let recorded = try Fetched(status: 200, headers: [:], body: Recorded.data(family, file)).mrData()
                    let parts = file.replacingOccurrences(of: "@", with: "/").split(separator: "^")
                    var query = ["limit=\(recorded["limit"] as? String ?? "")", "offset=\(recorded["offset"] as? String ?? "")"]
                    query += parts.dropFirst().map(String.init).filter { !$0.hasPrefix("limit=") && !$0.hasPrefix("offset=") }
                    let fetched = try await fetch(emulator, "\(parts[0])?\(query.joined(separator: "&"))")
                    #expect(fetched.status == 200, "\(file)")
                    var served = try fetched.mrData()
                    var expected = recorded
                    served["url"] = nil
                    expected["url"] = nil
                    #expect(NSDictionary(dictionary: served).isEqual(to: expected), "\(file)")
                }
            }
        }
    }

    @Test(arguments: [
        ("sprint", "2023@constructors@red_bull@sprint.json", "2023/constructors/red_bull/sprint.json"),
        ("laps", "2023@10@laps@1.json", "2023/10/laps/1.json"),
        ("driverstandings", "2023@driverstandings.json", "2023/driverstandings.json"),
    ])
    func repagesACompleteRecording(family: String, file: String, path: String) async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            let recorded = try innermostRows(Fetched(status: 200, headers: [:], body: Recorded.data(family, file)).mrData())
            var rows: [String] = []
            var offset = 0
            repeat {
                let mrData = try await fetch(emulator, "\(path)?limit=7&offset=\(offset)").mrData()
                #expect(mrData["limit"] as? String == "7")
                #expect(mrData["offset"] as? String == String(offset))
                #expect(mrData["total"] as? String == String(recorded.count))
                let page = try innermostRows(mrData)
                #expect(page.count == min(7, recorded.count - offset))
                rows += page
                offset += 7
            } while offset < recorded.count
            #expect(rows == recorded)
        }
    }

    /// Red Bull scored in all six sprints with both cars: the fourth race's two rows straddle pages.
    @Test func aRaceSpansTwoPages() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            let path = "2023/constructors/red_bull/sprint.json?limit=7"
            let first = try await fetch(emulator, path).mrData()
            let second = try await fetch(emulator, path + "&offset=7").mrData()
            let rounds = { (mrData: [String: Any]) in
                ((mrData["RaceTable"] as? [String: Any])?["Races"] as? [[String: Any]] ?? []).map { $0["round"] as? String ?? "" }
            }
            let last = try #require(rounds(first).last)
            #expect(rounds(second).first == last)
        }
    }

    @Test func servesAnIncompleteRecordingOnlyForTheRowsItHolds() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            let own = try await fetch(emulator, "2023/results.json?limit=100&offset=0")
            #expect(own.status == 200)
            #expect(try own.mrData()["total"] as? String == "440")
            #expect(try own.mrData()["limit"] as? String == "30")
            #expect(try innermostRows(own.mrData()).count == 30)
            let slice = try await fetch(emulator, "2023/results.json?limit=10&offset=5").mrData()
            #expect(try innermostRows(slice) == Array(innermostRows(own.mrData())[5..<15]))
            #expect(try await fetch(emulator, "2023/results.json?limit=30&offset=30").status == 404)
            #expect(try await fetch(emulator, "2023/18/laps.json?offset=45").status == 200)
            #expect(try await fetch(emulator, "2023/18/laps.json?offset=0").status == 404)
        }
    }

    @Test func unknownPathsAndMethods() async throws {
        try await withEmulator { (emulator: ErgastEmulator) async throws in
            let missing = try await fetch(emulator, "1950/results.json")
            #expect(missing.status == 404)
            #expect(String(decoding: missing.body, as: UTF8.self) == #"{"detail":"Not found."}"#)
            var other = URLRequest(url: try #require(URL(string: "/other/2023.json", relativeTo: emulator.baseURL)))
            #expect(try await fetch(other).status == 404)
            other = URLRequest(url: emulator.baseURL.appendingPathComponent("2023.json"))
            other.httpMethod = "POST"
            other.httpBody = Data(#"{"a":1}"#.utf8)
            let post = try await fetch(other)
            #expect(post.status == 405)
            #expect(post.header("Allow") == "GET")
        }
    }
}
