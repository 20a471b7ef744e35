import Testing
import YAMLKit

/// Damaged input must produce errors, never crashes.
@Suite struct RobustnessTests {
    struct Row: Decodable {
        var position: String
        var driverId: String
        var laps: Int?
        var points: Double?
        var tags: [String: [Int]]?
    }

    static let document = Array(
        """
        - position: 1
          driverId: "p\\u00e9rez"
          laps: 57
          points: 25.5
          tags: {a: [1, 0x2], b: &x [3]}
        - position: DNF
          driverId: 'räikkönen'
          laps:
          points: ~
          tags: {c: *x}
        """.utf8)

    /// A small deterministic generator, so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func theUndamagedDocumentDecodes() throws {
        let rows = try YAMLDecoder().decode([Row].self, from: Self.document)
        #expect(rows.map(\.driverId) == ["pérez", "räikkönen"])
        #expect(rows[1].tags?["c"] == [3])
    }

    @Test(arguments: 0..<4)
    func mutatedDocumentsNeverCrash(_ seed: Int) {
        var random = SplitMix(state: UInt64(seed))
        let interesting: [UInt8] = [
            0x00, 0x09, 0x0A, 0x22, 0x27, 0x26, 0x2A, 0x21, 0x3A, 0x2D, 0x5B, 0x7B, 0x7C, 0x3E,
            0x23, 0x25, 0xC3, 0xFF, 0x80, 0x20,
        ]
        var failures = 0
        for _ in 0..<500 {
            var bytes = Self.document
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[position] = interesting.randomElement(using: &random) ?? 0
                case 1: bytes.remove(at: position)
                default: bytes.insert(interesting.randomElement(using: &random) ?? 0, at: position)
                }
            }
            if Bool.random(using: &random) {
                bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
            }
            do {
                _ = try YAMLParser.parse(bytes: bytes, path: "fuzz.yml")
                _ = try YAMLDecoder().decode([Row].self, from: bytes, path: "fuzz.yml")
            } catch {
                failures += 1
            }
        }
        // Most mutations break the document; a generator that never did would test nothing.
        #expect(failures > 100)
    }
}
