import Testing
import YAMLKit

/// Nesting is bounded everywhere YAMLKit recurses: a hostile document or tree is an error, never a stack overflow.
@Suite struct DepthLimitTests {
    /// An empty sequence nested `depth` levels deep, in flow style.
    static func nestedFlow(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    /// Something recursive enough to follow any nesting.
    indirect enum Nested: Decodable {
        case list([Nested])

        init(from decoder: any Decoder) throws {
            self = .list(try [Nested](from: decoder))
        }
    }

    @Test func deepFlowSequencesFailAtTheFirstLevelTooDeep() {
        let yaml = Self.nestedFlow(100_000)
        ErrorCase(yaml, 1, 513, "nesting deeper than 512 levels").check(parseError(yaml))
        ErrorCase(yaml, 1, 513, "nesting deeper than 512 levels").check(decodeError(Nested.self, yaml))
    }

    @Test func nestingUpToTheLimitParsesAndDecodes() throws {
        let yaml = Self.nestedFlow(512)
        #expect(parseError(yaml) == nil)
        _ = try decode(Nested.self, yaml)
    }

    /// Five anchors, each 100 levels deep around an alias of the one before: the fifth expands to 601 levels.
    static let nestedAliases: String = {
        var lines = ["a0: &a0 \(nestedFlow(100))"]
        for level in 1...5 {
            let open = String(repeating: "[", count: 100)
            let close = String(repeating: "]", count: 100)
            lines.append("a\(level): &a\(level) \(open)*a\(level - 1)\(close)")
        }
        return lines.joined(separator: "\n")
    }()

    @Test func aliasesCannotStackNestingPastTheLimit() {
        // In a5 the alias sits inside the root and 100 sequences, and a4 adds 500 levels.
        let message = "nesting deeper than 512 levels once aliases are expanded"
        ErrorCase(Self.nestedAliases, 6, 109, message).check(parseError(Self.nestedAliases))
        ErrorCase(Self.nestedAliases, 6, 109, message).check(decodeError([String: Nested].self, Self.nestedAliases))
    }

    @Test func aliasesWithinTheDepthLimitDecode() throws {
        let yaml = Self.nestedAliases.split(separator: "\n").dropLast().joined(separator: "\n")
        let document = try decode([String: Nested].self, yaml)
        #expect(document.count == 5)
    }

    /// A tree built in code, `depth` sequences deep, each container marked with its level as the line.
    static func deepTree(_ depth: Int) -> YAMLNode {
        var node = YAMLNode(.sequence([]), mark: YAMLMark(line: depth, column: 1))
        for level in (0..<depth - 1).reversed() {
            node = YAMLNode(.sequence([node]), mark: YAMLMark(line: level + 1, column: 1))
        }
        return node
    }

    @Test func deepNodeTreesFailToDecodeAtTheFirstLevelTooDeep() {
        do {
            _ = try YAMLDecoder().decode(Nested.self, from: Self.deepTree(2_000), path: "tree")
            Issue.record("expected the depth limit")
        } catch let error as YAMLError {
            #expect(error.description == "tree:513:1: error: nesting deeper than 512 levels")
        } catch {
            Issue.record("expected a YAMLError, got \(error)")
        }
    }

    @Test func nodeTreesUpToTheLimitDecode() throws {
        var decoder = YAMLDecoder()
        decoder.limits.maxDepth = 40
        _ = try decoder.decode(Nested.self, from: Self.deepTree(40))
        #expect(throws: YAMLError.self) { try decoder.decode(Nested.self, from: Self.deepTree(41)) }
    }
}
