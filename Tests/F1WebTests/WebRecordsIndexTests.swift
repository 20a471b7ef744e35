import F1CommandLine
import F1DataF1db
import F1History
import F1TestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// f1web on an f1db checkout that has no history index yet: the first records page asked for
/// builds it (as f1report's `index` would), so a server needs no step before it.
@Suite struct WebRecordsIndexTests {
    let folder = TemporaryFolder("f1web-records-index")

    func site() throws -> (application: some ApplicationProtocol, indexes: @Sendable () -> [String]) {
        let standings = [
            "seasons/2000/constructor-standings.yml": "- position: 1\n  constructorId: works\n  engineManufacturerId: works\n  points: 20\n"
        ]
        let data = try SmallF1db.write(in: folder.url, changing: standings)
        let cache = folder.url.appending(path: "cache")
        let lookup = HistoryIndexLookup(store: HistoryStore(cacheFolder: cache, dataFolder: data))
        let application = WebRoutesTests.application(serving: .f1db(try F1dbRepository(path: data.path), history: lookup))
        let indexes: @Sendable () -> [String] = {
            ((try? FileManager.default.contentsOfDirectory(atPath: cache.appending(path: "history").path)) ?? []).filter { $0.hasPrefix("history-") }
        }
        return (application, indexes)
    }

    @Test func theFirstRecordsPageBuildsTheIndexAndEveryLaterOneReadsIt() async throws {
        let (application, indexes) = try site()
        #expect(indexes().isEmpty)
        try await application.test(.router) { client in
            try await client.execute(uri: "/records/wins", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(response.status == .ok, "\(body.prefix(300))")
                #expect(body.contains("Alex Ace"))
            }
            #expect(indexes().count == 1)
            try await client.execute(uri: "/api/v1/records/streaks/wins", method: .get) { response in
                let object = try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any]
                let rows = object?["rows"] as? [[String: Any]]
                #expect(response.status == .ok)
                #expect(rows?.first?["id"] as? String == "ace" && rows?.first?["value"] as? Int == 2, "\(rows ?? [])")
            }
        }
        #expect(indexes().count == 1)
    }
}
