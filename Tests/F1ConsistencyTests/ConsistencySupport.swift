import Foundation
import Testing

enum Paths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appending(path: "Fixtures")
    static let responses = root.appending(path: "../shared/data/ergast/responses").standardizedFileURL

    /// Every recorded API response, by its path under `responses/`; empty when ../shared/data is absent.
    static var recordedResponses: [String] {
        guard let enumerator = FileManager.default.enumerator(at: responses, includingPropertiesForKeys: nil) else { return [] }
        var names: [String] = []
        while let url = enumerator.nextObject() as? URL {
            if !url.hasDirectoryPath { names.append(String(url.path.dropFirst(responses.path.count + 1))) }
        }
        return names.sorted()
    }

    static var hasSharedData: Bool { FileManager.default.fileExists(atPath: responses.path) }
}

enum JSON {
    /// JSON text with sorted keys, for byte comparison.
    static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func object(_ data: Data) throws -> Any {
        try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    /// Whether two JSON values say the same: strings that are both numbers compare as numbers
    /// ("231.970" and "231.97"), and an empty string is no value (the schemas' `empty: nil`);
    /// everything else exactly. Returns the first difference's path.
    static func difference(_ lhs: Any, _ rhs: Any, path: String = "$") -> String? {
        switch (lhs, rhs) {
        case (let left as [String: Any], let right as [String: Any]):
            let left = left.filter { ($0.value as? String) != "" }
            let right = right.filter { ($0.value as? String) != "" }
            if Set(left.keys) != Set(right.keys) {
                return "\(path): keys \(left.keys.sorted()) versus \(right.keys.sorted())"
            }
            for key in left.keys.sorted() {
                if let found = difference(left[key]!, right[key]!, path: path + "." + key) { return found }
            }
            return nil
        case (let left as [Any], let right as [Any]):
            guard left.count == right.count else { return "\(path): \(left.count) versus \(right.count) items" }
            for (index, pair) in zip(left, right).enumerated() {
                if let found = difference(pair.0, pair.1, path: "\(path)[\(index)]") { return found }
            }
            return nil
        case (let left as String, let right as String):
            if left == right { return nil }
            if let a = Double(left), let b = Double(right), a == b { return nil }
            return "\(path): '\(left)' versus '\(right)'"
        default:
            return (lhs as? NSObject)?.isEqual(rhs) == true ? nil : "\(path): \(lhs) versus \(rhs)"
        }
    }
}
