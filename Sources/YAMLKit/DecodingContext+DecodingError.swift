#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DecodingContext {
    /// A `DecodingError` thrown by some `init(from:)`, as a `YAMLError` at the node its coding path names.
    func convert<T>(_ error: DecodingError, decoding type: T.Type, at index: Int) -> YAMLError {
        switch error {
        case .typeMismatch(let expected, let context):
            // The standard library's dictionaries report a key they cannot convert this way.
            if context.debugDescription.hasSuffix(" key instead."), let key = keyNode(at: context.codingPath),
                let phrase = Self.phrase(for: expected)
            {
                return mismatch(expected: "\(phrase) key", at: key)
            }
            let node = self.node(at: context.codingPath)
            guard let phrase = Self.phrase(for: expected) else {
                let message =
                    context.debugDescription.isEmpty
                    ? "unexpected \(found(at: node, expectingScalar: false))" : context.debugDescription
                return self.error(message, at: node)
            }
            return mismatch(expected: phrase, at: node, expectingScalar: Self.isScalar(expected))
        case .valueNotFound(let expected, let context):
            let node = self.node(at: context.codingPath)
            return self.error("expected \(Self.phrase(for: expected) ?? "a value"), found null", at: node)
        case .keyNotFound(let key, let context):
            return missingKey(key.stringValue, in: node(at: context.codingPath))
        case .dataCorrupted(let context):
            let node = self.node(at: context.codingPath)
            if node == index, type is any RawRepresentable.Type,
                context.debugDescription.hasPrefix("Cannot initialize ")
            {
                return unknownValue(for: type, at: node)
            }
            return self.error(context.debugDescription, at: node)
        @unknown default:
            return self.error(String(describing: error), at: index)
        }
    }

    /// The node a coding path leads to from the root, or the deepest node on the way that exists.
    func node(at codingPath: some Collection<any CodingKey>) -> Int {
        var current = root
        for key in codingPath {
            let node = nodes[current]
            var next: Int?
            if node.kind == .mapping {
                next = TapeDecoder(context: self, index: current, parent: nil, key: nil).valueIndex(
                    forKey: key.stringValue)
            } else if node.kind == .sequence, let position = key.intValue, position >= 0, position < Int(node.second) {
                var child = current + 1
                for _ in 0..<position { child = end(of: child) }
                next = child
            }
            guard let next else { break }
            current = resolve(next)
        }
        return current
    }

    /// The key node of the last component of a coding path, if the path leads through a mapping to it.
    func keyNode(at codingPath: [any CodingKey]) -> Int? {
        guard let last = codingPath.last else { return nil }
        let parent = node(at: codingPath.dropLast())
        guard nodes[parent].kind == .mapping else { return nil }
        return TapeDecoder(context: self, index: parent, parent: nil, key: nil).keyIndex(forKey: last.stringValue)
    }

    /// "unknown value 'X'", listing the allowed values when the enum can enumerate them.
    private func unknownValue<T>(for type: T.Type, at index: Int) -> YAMLError {
        var message = "unknown value \(found(at: index, expectingScalar: true))"
        if let cases = type as? any CaseIterable.Type {
            let allowed = Self.rawValues(of: cases)
            if !allowed.isEmpty {
                let shown = allowed.prefix(12).joined(separator: ", ")
                message += " (expected one of \(shown)\(allowed.count > 12 ? ", …" : ""))"
            }
        }
        return error(message, at: index)
    }

    private static func rawValues<C: CaseIterable>(of type: C.Type) -> [String] {
        type.allCases.compactMap { value in
            (value as? any RawRepresentable).map { "\($0.rawValue)" }
        }
    }

    /// How messages name what a type expects: "an integer", "a string"; nil for types without a YAML shape.
    static func phrase(for type: Any.Type) -> String? {
        switch type {
        case is String.Type, is Substring.Type, is Character.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is any BinaryInteger.Type: return "an integer"
        case is any BinaryFloatingPoint.Type, is Decimal.Type: return "a number"
        case is Date.Type: return "a date"
        case is URL.Type: return "a URL"
        case is Data.Type: return "base64-encoded data"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array<") || name.hasPrefix("Set<") || name.hasPrefix("ContiguousArray<") {
                return "a sequence"
            }
            if name.hasPrefix("Dictionary<") { return "a mapping" }
            return nil
        }
    }

    private static func isScalar(_ type: Any.Type) -> Bool {
        guard let phrase = phrase(for: type) else { return false }
        return phrase != "a sequence" && phrase != "a mapping"
    }
}
