/// The `Decoder` over one node of a tape. Nested values get their own decoder, linked to their
/// parent so the coding path is built only when someone asks for it.
final class TapeDecoder: Decoder {
    let context: DecodingContext
    /// The node this decoder reads, never an alias.
    let index: Int
    private let parent: TapeDecoder?
    private let key: (any CodingKey)?
    /// Where the next keyed lookup starts: the last key found, since synthesized
    /// `init(from:)` usually asks for keys in the order they are written.
    var keyHint: Int
    /// Key indices by key text, built on first use for large mappings.
    var keyTable: [String: Int]?
    /// A filter of every key's fingerprint, known once a lookup has scanned them all.
    var keyFilter: UInt64?

    init(context: DecodingContext, index: Int, parent: TapeDecoder?, key: (any CodingKey)?) {
        self.context = context
        self.index = index
        self.parent = parent
        self.key = key
        self.keyHint = index + 1
    }

    var node: TapeNode { context.nodes[index] }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var decoder: TapeDecoder? = self
        while let current = decoder {
            if let key = current.key { path.append(key) }
            decoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard node.kind == .mapping else {
            throw context.mismatch(expected: "a mapping", at: index, expectingScalar: false)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard node.kind == .sequence else {
            throw context.mismatch(expected: "a sequence", at: index, expectingScalar: false)
        }
        return UnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: - Nested values

    /// Decodes the node at `rawIndex` (a child of this decoder's node) as `T`.
    func decodeChild<T: Decodable>(_ type: T.Type, at rawIndex: Int, key: (any CodingKey)?) throws -> T {
        let childIndex = context.resolve(rawIndex)
        if let builtin = BuiltinType(T.self) { return try context.decode(builtin, as: T.self, at: childIndex) }
        return try TapeDecoder(context: context, index: childIndex, parent: self, key: key).decodeSelf(type)
    }

    /// A decoder for a child node, for nested containers and super decoders.
    func childDecoder(at rawIndex: Int, key: (any CodingKey)?) -> TapeDecoder {
        TapeDecoder(context: context, index: context.resolve(rawIndex), parent: self, key: key)
    }

    /// Decodes this decoder's own node as `T` with `T.init(from:)`, turning any error into a `YAMLError`.
    func decodeSelf<T: Decodable>(_ type: T.Type) throws -> T {
        do {
            return try T(from: self)
        } catch let error as YAMLError {
            throw error
        } catch let error as DecodingError {
            throw context.convert(error, decoding: type, at: index)
        } catch {
            throw context.error(String(describing: error), at: index)
        }
    }

    /// Decodes this decoder's own node as `T`, as a single value container does.
    func decodeSameNode<T: Decodable>(_ type: T.Type) throws -> T {
        if let builtin = BuiltinType(T.self) { return try context.decode(builtin, as: T.self, at: index) }
        return try TapeDecoder(context: context, index: index, parent: parent, key: key).decodeSelf(type)
    }
}
