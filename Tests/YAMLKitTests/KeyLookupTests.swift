import Testing
import YAMLKit

/// Keyed lookups find every present key and no absent one, in any order and after misses,
/// whatever shortcuts the decoder takes for keys asked in document order.
@Suite struct KeyLookupTests {
    /// Asks for `keys` in the given order and records which were found, and with what value.
    struct Lookup: Decodable {
        static let keys = CodingUserInfoKey(rawValue: "keys")!
        var found: [String: String] = [:]
        /// `contains` asked after each lookup, which must agree with it.
        var contained: [String: Bool] = [:]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            for name in decoder.userInfo[Self.keys] as? [String] ?? [] {
                let key = AnyKey(stringValue: name)
                if let value = try container.decodeIfPresent(String.self, forKey: key) { found[name] = value }
                contained[name] = container.contains(key)
            }
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let document = """
        position: "1"
        driverId: max-verstappen
        time: "1:33:56.736"
        points: "25"
        "": empty
        ? [a, b]
        : complex key
        a-very-long-key-that-shares-nothing: "x"
        """

    static let orders: [[String]] = [
        ["position", "driverId", "time", "points", "", "a-very-long-key-that-shares-nothing"],
        ["sharedCar", "grandSlam", "position", "timePenalty", "time", "points", "driverId"],
        ["points", "time", "driverId", "position", "missing", "points", "position", "pointz", "Points"],
        ["a", "b", "[a, b]", "", "gap", "time"],
    ]

    @Test(arguments: orders)
    func everyPresentKeyIsFoundAndNoAbsentOne(order: [String]) throws {
        var decoder = YAMLDecoder()
        decoder.userInfo[Lookup.keys] = order
        let lookup = try decoder.decode(Lookup.self, from: Self.document)
        let found = lookup.found
        #expect(lookup.contained == Dictionary(order.map { ($0, found[$0] != nil) }, uniquingKeysWith: { first, _ in first }))
        let present: [String: String] = [
            "position": "1", "driverId": "max-verstappen", "time": "1:33:56.736", "points": "25", "": "empty",
            "a-very-long-key-that-shares-nothing": "x",
        ]
        #expect(found == present.filter { order.contains($0.key) })
    }
}
