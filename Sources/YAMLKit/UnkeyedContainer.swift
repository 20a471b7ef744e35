/// Reads a sequence's items in order, straight from the tape.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    /// Tape index of the current item.
    private var position: Int
    private let itemCount: Int
    private(set) var currentIndex = 0

    init(decoder: TapeDecoder) {
        self.decoder = decoder
        self.position = decoder.index + 1
        self.itemCount = Int(decoder.node.second)
    }

    var context: DecodingContext { decoder.context }
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { itemCount }
    var isAtEnd: Bool { currentIndex >= itemCount }

    /// The current item's tape index; past the end is an error at the sequence.
    @inline(__always)
    func currentItem() throws(YAMLError) -> Int {
        guard !isAtEnd else {
            throw context.error("expected more than \(itemCount) items in the sequence", at: decoder.index)
        }
        return position
    }

    @inline(__always)
    mutating func advance() {
        position = context.end(of: position)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard context.isNull(try currentItem()) else { return false }
        advance()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try decoder.decodeChild(type, at: try currentItem(), key: IndexKey(currentIndex))
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try decoder.childDecoder(at: try currentItem(), key: IndexKey(currentIndex)).container(
            keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try decoder.childDecoder(at: try currentItem(), key: IndexKey(currentIndex)).unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let child = decoder.childDecoder(at: try currentItem(), key: IndexKey(currentIndex))
        advance()
        return child
    }
}

/// The coding key of a sequence item, as in Foundation's coders.
struct IndexKey: CodingKey {
    let index: Int
    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
