import F1Data
import F1DataF1db
import Foundation
import Testing
import YAMLKit

/// The generated record readers (`WireRecord`) against `Decodable`: every f1db file of each kind
/// they read gives equal values both ways and is read by slot, not by falling back; and input
/// they do not fit falls back to `Decodable`, whose value or error stands. Serialized, and
/// yielding after each file: thousands of files decoded twice would otherwise hold the
/// cooperative pool's threads from the suites that wait on it (the tracker's, with deadlines).
@Suite(.serialized, .enabled(if: F1dbFolder.isPresent, "../shared/data/f1db is absent: the f1db history is not available"))
struct F1dbRecordTests {
    static let data = F1dbFolder.data

    /// Paths (relative to the data folder) of every file named `name` in a season's races or folder.
    static func files(_ name: String) throws -> [String] {
        seasonFiles.filter { $0.hasSuffix("/" + name) }
    }

    /// Every file under seasons/, listed once for all the checks (walking the tree for each kind
    /// of file took longer than reading the files).
    static let seasonFiles: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: data.appending(path: "seasons").path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".yml") { paths.append("seasons/" + path) }
        }
        return paths.sorted()
    }()

    /// The file read by slot and through `Decodable`, which must agree; and whether the slots read it.
    static func bothWays<Row: WireRecord & Decodable & Equatable>(_ type: Row.Type, _ path: String) throws -> (equal: Bool, bySlot: Bool) {
        let bytes = [UInt8](try Data(contentsOf: data.appending(path: path)))
        var bySlot = false
        let viaRecords = try YAMLDecoder.f1db.decode([Row].self, from: bytes, path: path) { document in
            let rows = [Row].records(in: document)
            bySlot = rows != nil
            return rows
        }
        let viaDecodable = try YAMLDecoder.f1db.decode([Row].self, from: bytes, path: path)
        return (viaRecords == viaDecodable, bySlot)
    }

    static func check<Row: WireRecord & Decodable & Equatable>(_ type: Row.Type, files name: String, seasons: (Int) -> Bool = { _ in true })
        async throws
    {
        let paths = try files(name).filter { path in Int(path.split(separator: "/")[1]).map(seasons) ?? true }
        #expect(paths.count > 20, "\(name) files are in the data")
        for path in paths where (try? Data(contentsOf: data.appending(path: path)))?.isEmpty == false {
            let (equal, bySlot) = try bothWays(Row.self, path)
            #expect(equal, "\(path) as \(Row.self)")
            #expect(bySlot, "\(path) as \(Row.self) fell back to Decodable")
            await Task.yield()
        }
    }

    /// A file that is one record (race.yml, a driver's file), read by slot and through `Decodable`.
    static func bothWays<Record: WireRecord & Decodable & Equatable>(single type: Record.Type, _ path: String) throws -> (equal: Bool, bySlot: Bool) {
        let bytes = [UInt8](try Data(contentsOf: data.appending(path: path)))
        var bySlot = false
        let viaRecord = try YAMLDecoder.f1db.decode(Record.self, from: bytes, path: path) { document in
            let record = document.record(keys: Record.wireRecordKeys, allowed: Record.wireRecordAllowedKeys) { row in
                try? Record(wireRecord: F1dbRecordFields(row: row))
            }
            bySlot = record != nil
            return record
        }
        let viaDecodable = try YAMLDecoder.f1db.decode(Record.self, from: bytes, path: path)
        return (viaRecord == viaDecodable, bySlot)
    }

    static func check<Record: WireRecord & Decodable & Equatable>(single type: Record.Type, _ paths: [String]) async throws {
        #expect(paths.count > 40, "\(Record.self) files are in the data")
        var readBySlot = 0
        for path in paths {
            let (equal, bySlot) = try bothWays(single: Record.self, path)
            #expect(equal, "\(path) as \(Record.self)")
            // A nested value (a driver's family, a constructor's chronology), even under a key the
            // DTO ignores, is `Decodable`'s to read.
            let isFlat = try !String(contentsOf: data.appending(path: path), encoding: .utf8).contains("\n  ")
            #expect(bySlot == isFlat, "\(path) as \(Record.self): read by slot \(bySlot), flat \(isFlat)")
            readBySlot += bySlot ? 1 : 0
            await Task.yield()
        }
        #expect(readBySlot * 2 > paths.count, "most \(Record.self) files are flat and read by slot")
    }

    /// Every file in a reference folder (drivers, constructors, ...).
    static func reference(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: data.appending(path: folder).path)
            .filter { $0.hasSuffix(".yml") }.sorted().map { folder + "/" + $0 }
    }

    @Test func singleRecordFilesReadBySlotAreTheDecodedOnes() async throws {
        try await Self.check(single: F1dbRace.self, try Self.files("race.yml"))
        try await Self.check(single: F1dbDriver.self, try Self.reference("drivers"))
        try await Self.check(single: F1dbConstructor.self, try Self.reference("constructors"))
        try await Self.check(single: F1dbGrandPrix.self, try Self.reference("grands-prix"))
        try await Self.check(single: F1dbCountry.self, try Self.reference("countries"))
    }

    /// Rows with values written as text (lap times, dates, enumerations), parsed from their slots:
    /// every third season and the last three, which span every era's layout of these files, for
    /// a sixth of CI's time reading them all twice (some 18 s on two cores).
    @Test func weekendRowsReadBySlotAreTheDecodedOnes() async throws {
        let sampled = { (season: Int) in season % 3 == 0 || season >= 2024 }
        try await Self.check(F1dbFastestLap.self, files: "fastest-laps.yml", seasons: sampled)
        try await Self.check(F1dbQualifyingResult.self, files: "qualifying-results.yml", seasons: sampled)
        try await Self.check(F1dbQualifyingSessionResult.self, files: "qualifying-1-results.yml", seasons: sampled)
        try await Self.check(F1dbStartingGridPosition.self, files: "starting-grid-positions.yml", seasons: sampled)
        try await Self.check(F1dbPitStop.self, files: "pit-stops.yml", seasons: sampled)
    }

    @Test func raceResultsReadBySlotAreTheDecodedOnes() async throws {
        try await Self.check(F1dbRaceResult.self, files: "race-results.yml")
        try await Self.check(F1dbResultScore.self, files: "race-results.yml")
        try await Self.check(F1dbResultEntrant.self, files: "race-results.yml")
    }

    @Test func sprintsFastestLapsAndStandingsReadBySlotAreTheDecodedOnes() async throws {
        try await Self.check(F1dbRaceResult.self, files: "sprint-race-results.yml")
        try await Self.check(F1dbResultScore.self, files: "sprint-race-results.yml")
        try await Self.check(F1dbFastestLapRank.self, files: "fastest-laps.yml")
        try await Self.check(F1dbDriverStanding.self, files: "driver-standings.yml")
    }
}

/// Rows the record readers must not take as they are: `Decodable` reads them, and its value or
/// error is the one given.
@Suite struct F1dbRecordFallbackTests {
    static func decode<Row: WireRecord & Decodable>(_ type: Row.Type, _ text: String) throws -> (rows: [Row], bySlot: Bool) {
        var bySlot = false
        let rows = try YAMLDecoder.f1db.decode([Row].self, from: Array(text.utf8), path: "rows.yml") { document in
            let rows = [Row].records(in: document)
            bySlot = rows != nil
            return rows
        }
        return (rows, bySlot)
    }

    static let row = "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: 58\n  points: 10\n"

    @Test func aPlainRowIsReadBySlot() throws {
        let (rows, bySlot) = try Self.decode(F1dbResultScore.self, Self.row + "  sharedCar: true\n  gridPosition: PL\n")
        #expect(bySlot)
        #expect(rows.first?.driverId == "ace" && rows.first?.laps == 58 && rows.first?.points == 10 && rows.first?.sharedCar == true)
        #expect(rows.first?.gap == nil && rows.first?.engineManufacturerId == nil)
    }

    /// Nulls in their spellings, quoted look-alikes, numbers in YAML's forms, comments, blank lines:
    /// read by slot, and equal to what `Decodable` gives.
    @Test(arguments: [
        "  gap:\n  reasonRetired: ~\n  engineManufacturerId: null\n",
        "  gap: \"\"\n  reasonRetired: \"null\"\n  engineManufacturerId: \"~\"\n",
        "  laps: 0x1F\n  points: .5\n  gap: \"+1 Lap\"  # lapped\n\n  sharedCar: True\n",
        "  laps: +7\n  points: 1e1\n  gap: 1:23.4\n  reasonRetired: Engine failure\n  sharedCar: FALSE\n",
    ])
    func scalarsReadBySlotAreTheDecodedOnes(_ lines: String) throws {
        let text = "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n" + lines
        let (rows, bySlot) = try Self.decode(F1dbResultScore.self, text)
        #expect(bySlot)
        #expect(rows == (try YAMLDecoder.f1db.decode([F1dbResultScore].self, from: Array(text.utf8), path: "rows.yml")))
    }

    @Test(arguments: [
        ("  laps: many\n", "rows.yml:7:9: expected an integer, found 'many'"),
        ("  laps: 1001\n", "rows.yml:7:9: expected an integer in 0...1000, found '1001'"),
        ("  sharedCar: maybe\n", "rows.yml:7:14: expected true or false, found 'maybe'"),
    ])
    func aValueOfTheWrongKindIsDecodableError(_ line: String, _ message: String) throws {
        let text = "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  points: 10\n  gap: x\n" + line
        #expect(throws: YAMLError.self) { try Self.decode(F1dbResultScore.self, text) }
        do {
            _ = try Self.decode(F1dbResultScore.self, text)
        } catch let error as YAMLError {
            #expect("\(error.path):\(error.mark.line):\(error.mark.column): \(error.message)" == message)
        }
    }

    static let race = "round: 3\ndate: 2024-04-07\ngrandPrixId: japan\ncircuitId: suzuka\nlaps: 53\n"

    /// A file that is one record: read by slot, with its dates, times and formats parsed from
    /// their text; what the text types or an enumeration refuse, and a document that is not one
    /// mapping, is `Decodable`'s to say.
    @Test(
        arguments: [
            ("time: 05:00:00Z\nqualifyingFormat: KNOCKOUT\n", nil),
            ("date: 2024-13-07\n", "race.yml:2:7: expected a date like 2024-05-26, found '2024-13-07'"),
            ("time: noon\n", "race.yml:6:7: expected a time of day like 13:00:00Z, found 'noon'"),
            ("qualifyingFormat: LOTTERY\n", "race.yml:6:19: 'LOTTERY' is not a QualifyingFormat value; expected one of"),
            ("- round: 3\n", "race.yml:6:1:"),
        ] as [(String, String?)])
    func aSingleRecordIsReadBySlotOrLeftToDecodable(_ lines: String, _ message: String?) throws {
        let text = lines.hasPrefix("date:") ? Self.race.replacingOccurrences(of: "date: 2024-04-07\n", with: lines) : Self.race + lines
        let bytes = Array(text.utf8)
        var bySlot = false
        let viaRecord = Result {
            try YAMLDecoder.f1db.decode(F1dbRace.self, from: bytes, path: "race.yml") { document in
                let record = document.record(keys: F1dbRace.wireRecordKeys, allowed: F1dbRace.wireRecordAllowedKeys) { row in
                    try? F1dbRace(wireRecord: F1dbRecordFields(row: row))
                }
                bySlot = record != nil
                return record
            }
        }
        let viaDecodable = Result { try YAMLDecoder.f1db.decode(F1dbRace.self, from: bytes, path: "race.yml") }
        #expect(bySlot == (message == nil))
        switch (viaRecord, viaDecodable) {
        case (.success(let got), .success(let expected)):
            #expect(message == nil && got == expected && got.time != nil && got.qualifyingFormat == .knockout)
        case (.failure(let got as YAMLError), .failure(let expected as YAMLError)):
            let said = "\(got.path):\(got.mark.line):\(got.mark.column): \(got.message)"
            #expect(said == "\(expected.path):\(expected.mark.line):\(expected.mark.column): \(expected.message)")
            #expect(said.hasPrefix(message ?? "no error"), "\(said)")
        default:
            Issue.record("by slot \(viaRecord), through Decodable \(viaDecodable)")
        }
    }

    @Test func aMissingRequiredFieldIsDecodableError() throws {
        #expect(throws: YAMLError.self) { try Self.decode(F1dbResultScore.self, "- position: 1\n  driverId: ace\n  constructorId: works\n") }
    }

    @Test func anUnknownKeyFallsBackWhereTheRecordRejectsThemAndIsSkippedWhereItIgnoresThem() throws {
        let text = Self.row + "  tyreManufacturerId: goodyear\n  mystery: 1\n"
        #expect(throws: YAMLError.self) { try Self.decode(F1dbRaceResult.self, text) }
        let (rows, bySlot) = try Self.decode(F1dbResultScore.self, text)
        #expect(bySlot && rows.count == 1)
    }

    @Test(arguments: [
        "- &row\n  position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n- *row\n",
        "- !!map\n  position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n",
        "- position: 1\n  driverNumber: 3\n  driverId: !!str ace\n  constructorId: works\n",
        "- position: 1\n  driverNumber: 3\n  driverId: [ace]\n  constructorId: works\n",
        "position: 1\n",
        "[]\n",
        "- position: 1\n  driverNumber: 3\n  driverId: 'ace'\n  constructorId: works\n",
        "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  gap: x\n  gap: y\n",
        "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  interval: x\n  interval: y\n",
        "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  gap:\n    - x\n",
        "- 1\n- 2\n",
    ])
    func anythingButPlainRowsIsLeftToDecodable(_ text: String) throws {
        let viaDecodable = Result { try YAMLDecoder.f1db.decode([F1dbResultScore].self, from: Array(text.utf8), path: "rows.yml") }
        let viaRecords = Result { try Self.decode(F1dbResultScore.self, text) }
        switch (viaDecodable, viaRecords) {
        case (.success(let expected), .success(let got)):
            #expect(got.rows == expected)
            #expect(!got.bySlot)
        case (.failure(let expected), .failure(let got)):
            #expect("\(got)" == "\(expected)")
        default:
            Issue.record("the two ways disagree: \(viaDecodable) against \(viaRecords)")
        }
    }
}
