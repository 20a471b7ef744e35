import TerminalKit
import Testing

/// Bracketed paste (ESC [ 200 ~ … ESC [ 201 ~) as one event, however it is split or however long,
/// and the sequences that must not hold the decoder: a paste or a sequence that never ends.
@Suite struct KeyDecoderPasteTests {
    static let esc = "\u{1B}"
    static let start = Array("\u{1B}[200~".utf8)
    static let end = Array("\u{1B}[201~".utf8)

    @Test func aPasteIsOneEventAndItsQIsNoKey() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("x\(Self.esc)[200~q quits\r\nq\(Self.esc)[201~j".utf8))
        #expect(keys == [.character("x"), .paste("q quits\nq"), .character("j")])
        #expect(!keys.contains(.character("q")))
        #expect(!decoder.isInPaste && !decoder.hasPending)
    }

    @Test(arguments: [1, 7, 4096])
    func aPasteSplitAcrossReadsIsStillOneEvent(readSize: Int) {
        let text = String(repeating: "Grand Prix é 漢 😀 q\n", count: 500)
        let bytes = Self.start + Array(text.utf8) + Self.end + Array("k".utf8)
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for offset in stride(from: 0, to: bytes.count, by: readSize) {
            keys += decoder.decode(bytes[offset..<min(bytes.count, offset + readSize)])
        }
        #expect(keys == [.paste(text), .character("k")])
    }

    @Test func aPasteThatNeverEndsKeepsNoMoreThanItsLimit() {
        var decoder = KeyDecoder(pasteLimit: 1000)
        #expect(decoder.decode(Self.start).isEmpty)
        let chunk = [UInt8](repeating: UInt8(ascii: "q"), count: 4096)
        // A mebibyte: no key comes out of it, and nothing is left pending between reads.
        for _ in 0..<256 {
            #expect(decoder.decode(chunk).isEmpty)
            #expect(!decoder.hasPending)
        }
        #expect(decoder.isInPaste)
        #expect(decoder.decode(Self.end) == [.paste(String(repeating: "q", count: 1000))])
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")], "after the paste, keys are keys again")
    }

    @Test func aPasteIsCutOnAWholeCharacterAtItsLimit() {
        var decoder = KeyDecoder(pasteLimit: 5)
        // "é" is two bytes: two fit in four, a third would make six.
        #expect(decoder.decode(Self.start + Array("ééé".utf8) + Self.end) == [.paste("éé")])
    }

    @Test func flushingAPasteWithoutItsEndDeliversWhatCameAndLeavesThePaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.start + Array("ab\(Self.esc)[20".utf8)).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.flush() == [.paste("ab")])
        #expect(!decoder.isInPaste)
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }

    @Test func textBeforeAPasteComesFirst() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("ab\(Self.esc)[200~cd\(Self.esc)[201~".utf8)) == [.character("a"), .character("b"), .paste("cd")])
    }

    /// ESC O followed by endless parameter bytes was awaited for ever, every read rescanning it all.
    @Test func anEndlessSingleShiftSequenceIsDroppedNotAwaited() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("\(Self.esc)O".utf8) + [UInt8](repeating: UInt8(ascii: "1"), count: 100))
        #expect(!decoder.hasPending)
        #expect(!keys.isEmpty && keys.allSatisfy { $0 == .character("1") })
    }

    @Test func anEndlessControlSequenceIsDroppedNotAwaited() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("\(Self.esc)[".utf8) + [UInt8](repeating: UInt8(ascii: ";"), count: 10_000) + Array("x".utf8))
        #expect(!decoder.hasPending)
        #expect(keys.last == .character("x"))
    }
}
