extension DecodingContext {
    /// Runs `parse` over a scalar's text, or reports `expected` when the node is not a non-null scalar.
    @inline(__always)
    private func withScalar<R>(
        at index: Int, expected: String, _ parse: (UnsafeBufferPointer<UInt8>) throws(YAMLError) -> R
    ) throws(YAMLError) -> R {
        let resolvedIndex = resolve(index)
        let node = nodes[resolvedIndex]
        guard node.kind == .scalar, !node.isNull else { throw mismatch(expected: expected, at: resolvedIndex) }
        return try parse(text(of: resolvedIndex))
    }

    func string(at index: Int) throws(YAMLError) -> String {
        try withScalar(at: index, expected: "a string") { (text) throws(YAMLError) -> String in
            try checkTag(at: index, text)
            return String(decoding: text, as: UTF8.self)
        }
    }

    func bool(at index: Int) throws(YAMLError) -> Bool {
        try withScalar(at: index, expected: "true or false") { (text) throws(YAMLError) -> Bool in
            guard let value = ScalarSyntax.bool(text) else { throw mismatch(expected: "true or false", at: index) }
            return value
        }
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws(YAMLError) -> T {
        try withScalar(at: index, expected: "an integer") { (text) throws(YAMLError) -> T in
            switch ScalarSyntax.integer(text, as: T.self) {
            case .value(let value): return value
            case .invalid: throw mismatch(expected: "an integer", at: index)
            case .outOfRange:
                throw error("integer \(Quoting.quote(text)) is out of range for \(T.self)", at: resolve(index))
            }
        }
    }

    func double(at index: Int) throws(YAMLError) -> Double {
        try withScalar(at: index, expected: "a number") { (text) throws(YAMLError) -> Double in
            guard let value = ScalarSyntax.double(text) else { throw mismatch(expected: "a number", at: index) }
            return value
        }
    }

    func float(at index: Int) throws(YAMLError) -> Float {
        Float(try double(at: index))
    }

    /// Text read as a string must still be valid for an explicit core tag, e.g. `!!int abc` is not.
    private func checkTag(at index: Int, _ scalar: UnsafeBufferPointer<UInt8>) throws(YAMLError) {
        let node = resolved(index)
        let valid: Bool
        switch node.tag {
        case .none, .nonSpecific, .str, .seq, .map: return
        case .int: valid = ScalarSyntax.isInteger(scalar)
        case .float: valid = ScalarSyntax.double(scalar) != nil
        case .bool: valid = ScalarSyntax.bool(scalar) != nil
        case .null: valid = ScalarSyntax.isNull(scalar)
        }
        guard !valid else { return }
        let tagName = TagKind.display(node.tag.fullName ?? "")
        throw error("\(Quoting.quote(scalar)) is not a valid \(tagName) value", at: resolve(index))
    }
}
