import TerminalKit
import Testing

@Suite struct KeyDecoderTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
    static let esc = "\u{1B}"

    static let table: [(bytes: String, keys: [Key])] = [
        ("a", [.character("a")]),
        ("é", [.character("é")]),
        ("漢😀", [.character("漢"), .character("😀")]),
        ("e\u{301}", [.character("e\u{301}")]),
        ("\r", [.enter]), ("\n", [.enter]),
        ("\u{7F}", [.backspace]), ("\u{08}", [.backspace]),
        ("\t", [.tab]), ("\(esc)[Z", [.backTab]),
        ("\u{01}", [.control("a")]), ("\u{03}", [.control("c")]), ("\u{1A}", [.control("z")]),
        ("\(esc)[A", [.up]), ("\(esc)[B", [.down]), ("\(esc)[C", [.right]), ("\(esc)[D", [.left]),
        ("\(esc)OA", [.up]), ("\(esc)OB", [.down]), ("\(esc)OC", [.right]), ("\(esc)OD", [.left]),
        ("\(esc)[1;5A", [.up]), ("\(esc)[1;2D", [.left]),
        ("\(esc)[H", [.home]), ("\(esc)[F", [.end]), ("\(esc)[1~", [.home]), ("\(esc)[4~", [.end]),
        ("\(esc)[7~", [.home]), ("\(esc)[8~", [.end]), ("\(esc)OH", [.home]), ("\(esc)OF", [.end]),
        ("\(esc)[5~", [.pageUp]), ("\(esc)[6~", [.pageDown]), ("\(esc)[2~", [.insert]), ("\(esc)[3~", [.delete]),
        ("\(esc)[3;5~", [.delete]),
        ("\(esc)OP", [.function(1)]), ("\(esc)OQ", [.function(2)]), ("\(esc)OR", [.function(3)]), ("\(esc)OS", [.function(4)]),
        ("\(esc)[11~", [.function(1)]), ("\(esc)[15~", [.function(5)]), ("\(esc)[17~", [.function(6)]),
        ("\(esc)[21~", [.function(10)]), ("\(esc)[23~", [.function(11)]), ("\(esc)[24~", [.function(12)]),
        ("\(esc)[1;2P", [.function(1)]), ("\(esc)[[A", [.function(1)]),
        ("\(esc)x", [.escape, .character("x")]),
        ("\(esc)\(esc)[A", [.escape, .up]),
        ("\(esc)[99~x", [.character("x")]), ("\(esc)[<0;10;5Mx", [.character("x")]), ("\(esc)[?1;2cx", [.character("x")]),
        ("\(esc)[200~hi\r\n\tyou\(esc)[201~", [.paste("hi\n\tyou")]),
        ("\(esc)[200~\(esc)[A\(esc)[201~q", [.paste("[A"), .character("q")]),
        ("a\(esc)[Ab", [.character("a"), .up, .character("b")]),
    ]

    @Test(arguments: table.indices)
    func decodes(_ index: Int) {
        let (input, expected) = Self.table[index]
        var decoder = KeyDecoder()
        let keys = decoder.decode(Self.bytes(input))
        #expect(keys == expected, "\(input.debugDescription)")
        #expect(!decoder.hasPending)
    }

    @Test func nulAndC1ControlsAreNoKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x00, 0x1C, 0xC2, 0x85, 0xFF, 0x80]).isEmpty)
        #expect(!decoder.hasPending)
    }

    @Test(arguments: ["\(esc)[1;5A", "😀", "\(esc)[24~", "\(esc)OP", "\(esc)[200~ab\(esc)[201~"])
    func everySplitGivesTheSameKeys(_ input: String) {
        let bytes = Self.bytes(input)
        var whole = KeyDecoder()
        let expected = whole.decode(bytes)
        for split in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(keys == expected, "split at \(split)")
        }
        var byteByByte = KeyDecoder()
        #expect(bytes.flatMap { byteByByte.decode([$0]) } == expected)
    }

    @Test func aLoneEscapeWaitsThenFlushesAsEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
        #expect(decoder.decode(Self.bytes("a")) == [.character("a")])
    }

    @Test func anIncompleteSequenceFlushesToNothing() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes("\(Self.esc)[1;")).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Self.bytes("A")) == [.character("A")])
        #expect(decoder.decode([0xF0, 0x9F]).isEmpty)
        #expect(decoder.flush().isEmpty)
    }

    @Test func escapeBracketFlushesAsAltBracket() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes("\(Self.esc)[")).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
    }

    @Test func randomBytesNeverCrashAndNeverLeaveMuchPending() {
        var generator = SplitMix64(seed: 0x5EED)
        var decoder = KeyDecoder()
        for _ in 0..<20_000 {
            let count = Int(generator.next() % 12)
            // Mostly the bytes sequences are made of, so the parser's deeper branches are reached.
            let alphabet: [UInt8] = [0x1B, 0x5B, 0x4F, 0x3B, 0x31, 0x7E, 0x32, 0x30, 0xF0, 0x9F, 0xC3, 0x41]
            let bytes = (0..<count).map { _ in
                generator.next() % 2 == 0 ? alphabet[Int(generator.next() % UInt64(alphabet.count))] : UInt8(truncatingIfNeeded: generator.next())
            }
            _ = decoder.decode(bytes)
            if generator.next() % 4 == 0 { _ = decoder.flush() }
        }
        _ = decoder.flush()
        #expect(!decoder.hasPending)
    }
}

/// A small deterministic generator, so the fuzz loop runs the same bytes every time.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
