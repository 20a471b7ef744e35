import Foundation
import Testing
import YAMLKit

/// `YAMLDecoder` fills nested `Decodable` types from text, bytes and nodes.
@Suite struct DecoderTests {
    struct Race: Decodable, Equatable {
        enum Status: String, Decodable, Equatable {
            case finished = "FINISHED"
            case retired = "RETIRED"
        }
        enum Tyre: Int, Decodable, Equatable {
            case soft = 1
            case medium = 2
        }

        struct Result: Decodable, Equatable {
            var position: String
            var driverId: String
            var laps: Int?
            var points: Double?
            var status: Status
            var tyres: [Tyre]
        }

        var round: Int
        var name: String
        var sprint: Bool
        var results: [Result]
        var notes: [String: String]?
        var winner: String?
    }

    static let race = """
        round: 1
        name: Bahrain Grand Prix
        sprint: false
        results:
          - position: 1
            driverId: max-verstappen
            laps: 57
            points: 25
            status: FINISHED
            tyres: [1, 2]
          - {position: DNF, driverId: charles-leclerc, laps: null, points: ~, status: RETIRED, tyres: []}
        notes:
          weather: dry
          "15:00": start
        """

    static let expectedRace = Race(
        round: 1, name: "Bahrain Grand Prix", sprint: false,
        results: [
            .init(
                position: "1", driverId: "max-verstappen", laps: 57, points: 25, status: .finished,
                tyres: [.soft, .medium]),
            .init(position: "DNF", driverId: "charles-leclerc", laps: nil, points: nil, status: .retired, tyres: []),
        ],
        notes: ["weather": "dry", "15:00": "start"], winner: nil)

    @Test func nestedStructsArraysDictionariesOptionalsAndEnums() throws {
        #expect(try decode(Race.self, Self.race) == Self.expectedRace)
    }

    @Test func bytesTextAndNodeInputsDecodeAlike() throws {
        let decoder = YAMLDecoder()
        let node = try YAMLParser.parse(Self.race, path: "race.yml")
        #expect(try decoder.decode(Race.self, from: Array(Self.race.utf8)) == Self.expectedRace)
        #expect(try decoder.decode(Race.self, from: node) == Self.expectedRace)
    }

    @Test func keysMayComeInAnyOrder() throws {
        struct Pair: Decodable, Equatable {
            var a: Int
            var b: Int
            var c: Int
        }
        #expect(
            try decode([Pair].self, "- {c: 3, a: 1, b: 2}\n- {b: 5, c: 6, a: 4}") == [
                Pair(a: 1, b: 2, c: 3), Pair(a: 4, b: 5, c: 6),
            ])
    }

    @Test func largeMappingsAreLookedUpByKey() throws {
        let keys = (0..<100).map { "key\($0)" }
        let yaml = keys.reversed().map { "\($0): \($0.dropFirst(3))" }.joined(separator: "\n")
        let values = try decode([String: Int].self, yaml)
        #expect(values.count == 100)
        #expect(values["key42"] == 42)

        struct Wide: Decodable {
            var key7: Int
            var key93: Int
            var key0: Int
            var missing: Int?
        }
        let wide = try decode(Wide.self, yaml)
        #expect((wide.key7, wide.key93, wide.key0) == (7, 93, 0))
        #expect(wide.missing == nil)
    }

    @Test func dictionariesWithIntegerKeys() throws {
        #expect(try decode([Int: String].self, "1: a\n-20: b\n") == [1: "a", -20: "b"])
        ErrorCase("1: a\nx: b\n", 2, 1, "expected an integer key, found 'x'").check(
            decodeError([Int: String].self, "1: a\nx: b\n"))
    }

    @Test func topLevelScalarsSequencesAndOptionals() throws {
        #expect(try decode(String.self, "Pérez") == "Pérez")
        #expect(try decode([Int?].self, "[1, ~, 3]") == [1, nil, 3])
        #expect(try decode([String]?.self, "~") == nil)
        #expect(try decode(Set<String>.self, "[a, b, a2]") == ["a", "b", "a2"])
    }

    @Test func aliasesDecodeAsTheirTarget() throws {
        struct Car: Decodable, Equatable {
            var engine: String
            var tyres: [String]
        }
        let yaml =
            "defaults: &d {engine: honda, tyres: [soft]}\ncars: [*d, {engine: ferrari, tyres: *t}]\nt: &t [hard]\n"
        #expect(decodeError([String: [Car]].self, yaml)?.message == "undefined alias 't'")
        let fixed =
            "t: &t [hard]\ndefaults: &d {engine: honda, tyres: [soft]}\ncars: [*d, {engine: ferrari, tyres: *t}]\n"
        struct Garage: Decodable { var cars: [Car] }
        let cars = try decode(Garage.self, fixed).cars
        #expect(cars == [Car(engine: "honda", tyres: ["soft"]), Car(engine: "ferrari", tyres: ["hard"])])
    }

    @Test func foundationTypes() throws {
        struct Event: Decodable {
            var day: Date
            var start: Date
            var precise: Date
            var offset: Date
            var link: URL
            var blob: Data
            var amount: Decimal
        }
        let event = try decode(
            Event.self,
            """
            day: 2023-03-05
            start: 2023-03-05T15:00:00Z
            precise: 2023-03-05T15:00:00.250Z
            offset: 2023-03-05T18:00:00+03:00
            link: https://en.wikipedia.org/wiki/Kimi_R%C3%A4ikk%C3%B6nen
            blob: |
              aGVs
              bG8=
            amount: 12.345
            """)
        #expect(event.day == Date(timeIntervalSince1970: 1_677_974_400))
        #expect(event.start == Date(timeIntervalSince1970: 1_677_974_400 + 54_000))
        #expect(event.precise == Date(timeIntervalSince1970: 1_677_974_400 + 54_000.25))
        #expect(event.offset == event.start)
        #expect(event.link.host == "en.wikipedia.org")
        #expect(event.blob == Data("hello".utf8))
        #expect(event.amount == Decimal(string: "12.345"))
    }

    @Test(arguments: [
        ("1950-05-13", -619_747_200.0), ("2000-02-29", 951_782_400), ("1970-01-01T00:00:01.5+00:00", 1.5),
        ("2024-12-31T23:59:59-0100", 1_735_693_199),
    ])
    func dates(_ yaml: String, _ seconds: Double) throws {
        #expect(try decode(Date.self, yaml) == Date(timeIntervalSince1970: seconds))
    }

    @Test func userInfoReachesInitFromDecoder() throws {
        struct Probe: Decodable {
            var season: Int
            init(from decoder: any Decoder) throws {
                season = decoder.userInfo[CodingUserInfoKey(rawValue: "season")!] as? Int ?? 0
            }
        }
        var decoder = YAMLDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "season")!] = 2023
        #expect(try decoder.decode(Probe.self, from: "{}").season == 2023)
    }

    @Test func containersReportKeysCountsAndPaths() throws {
        struct Probe: Decodable {
            var keys: [String]
            var hasB: Bool
            var hasZ: Bool
            var count: Int?
            var itemPath: [String]
            var nilItem: Bool

            struct AnyKey: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                keys = container.allKeys.map(\.stringValue)
                hasB = container.contains(AnyKey(stringValue: "b"))
                hasZ = container.contains(AnyKey(stringValue: "z"))
                var items = try container.nestedUnkeyedContainer(forKey: AnyKey(stringValue: "b"))
                count = items.count
                nilItem = try items.decodeNil()
                let inner = try items.nestedContainer(keyedBy: AnyKey.self)
                itemPath = inner.codingPath.map(\.stringValue)
                _ = try items.decode(Int.self)
                #expect(items.isAtEnd)
            }
        }
        let probe = try decode(Probe.self, "a: 1\nb: [~, {x: 1}, 3]\nc: 2\n")
        #expect(probe.keys == ["a", "b", "c"])
        #expect(probe.hasB && !probe.hasZ)
        #expect(probe.count == 3)
        #expect(probe.nilItem)
        #expect(probe.itemPath == ["b", "Index 1"])
    }

    @Test func superDecoderReadsTheSuperKey() throws {
        class Base: Decodable { var id: String }
        final class Child: Base {
            let extra: Int
            enum Keys: String, CodingKey { case extra }
            required init(from decoder: any Decoder) throws {
                extra = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .extra)
                try super.init(from: try decoder.container(keyedBy: Keys.self).superDecoder())
            }
        }
        let child = try decode(Child.self, "extra: 3\nsuper: {id: x}\n")
        #expect(child.id == "x")
        #expect(child.extra == 3)
    }

    @Test func singleValueWrappersDecodeTheirNode() throws {
        struct DriverID: Decodable, Equatable {
            var raw: String
            init(from decoder: any Decoder) throws { raw = try decoder.singleValueContainer().decode(String.self) }
            init(_ raw: String) { self.raw = raw }
        }
        struct Wrapper: Decodable, Equatable {
            var id: DriverID
            init(from decoder: any Decoder) throws { id = try decoder.singleValueContainer().decode(DriverID.self) }
        }
        #expect(try decode([Wrapper].self, "[max, 'lando']").map(\.id) == [DriverID("max"), DriverID("lando")])
    }
}
