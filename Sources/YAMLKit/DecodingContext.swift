/// What every decoder of one `YAMLDecoder.decode` call shares: the tape, the input's name and user info.
///
/// Keeps the tape alive and reads it through raw buffers: the hot lookups then run without
/// reference counting or bounds checks, and every index they use was produced by `TapeBuilder`.
final class DecodingContext {
    let nodes: UnsafeBufferPointer<TapeNode>
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    let userInfo: [CodingUserInfoKey: Any]
    /// The node the decode started at; coding paths are relative to it.
    let root: Int
    /// Owns the memory behind `nodes` and `bytes`; nothing is appended to it any more.
    private let tape: Tape

    init(tape: Tape, path: String, userInfo: [CodingUserInfoKey: Any]) {
        self.tape = tape
        self.nodes = tape.nodes.elements
        self.bytes = tape.bytes.elements
        self.path = path
        self.userInfo = userInfo
        self.root = tape.resolve(0)
    }

    // MARK: - Tape access

    /// The node an alias refers to; any other node is itself.
    @inline(__always)
    func resolve(_ index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .alias ? Int(node.first) : index
    }

    /// The index just past the subtree that starts at `index`.
    @inline(__always)
    func end(of index: Int) -> Int {
        let node = nodes[index]
        return node.kind.isContainer ? Int(node.first) : index + 1
    }

    func mark(of index: Int) -> YAMLMark {
        YAMLMark(line: Int(nodes[index].line), column: Int(nodes[index].column))
    }

    /// The UTF-8 text of a scalar node.
    @inline(__always)
    func text(of index: Int) -> UnsafeBufferPointer<UInt8> {
        let node = nodes[index]
        return UnsafeBufferPointer(rebasing: bytes[Int(node.first)..<Int(node.second)])
    }

    func string(of index: Int) -> String {
        String(decoding: text(of: index), as: UTF8.self)
    }

    // MARK: - Messages

    func error(_ message: String, at index: Int) -> YAMLError {
        YAMLError(path: path, mark: mark(of: index), message: message)
    }

    /// The node at `index`, following an alias.
    @inline(__always)
    func resolved(_ index: Int) -> TapeNode {
        nodes[resolve(index)]
    }

    @inline(__always)
    func isNull(_ index: Int) -> Bool {
        resolved(index).isNull
    }

    /// The node found where `expected` was wanted, for messages: a scalar's quoted text when a scalar
    /// was expected, otherwise "a mapping", "a sequence", "null" or "a scalar 'x'".
    func found(at index: Int, expectingScalar: Bool) -> String {
        let resolvedIndex = resolve(index)
        let node = nodes[resolvedIndex]
        switch node.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar, .alias:
            if node.isNull { return "null" }
            let quoted = Quoting.quote(text(of: resolvedIndex))
            return expectingScalar ? quoted : "a scalar \(quoted)"
        }
    }

    func mismatch(expected: String, at index: Int, expectingScalar: Bool = true) -> YAMLError {
        error("expected \(expected), found \(found(at: index, expectingScalar: expectingScalar))", at: resolve(index))
    }

    func missingKey(_ key: String, in mapping: Int) -> YAMLError {
        error("missing required key \(Quoting.quote(key))", at: mapping)
    }
}
