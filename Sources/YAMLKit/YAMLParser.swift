import CLibYAML

/// Parses YAML text into `YAMLNode`s with libyaml.
public enum YAMLParser {
    /// Parses a single-document stream into a node. An empty stream is a null scalar at 1:1;
    /// more than one document is an error.
    public static func parse(_ text: String, path: String, limits: YAMLLimits = .init()) throws(YAMLError) -> YAMLNode {
        try parse(bytes: Array(text.utf8), path: path, limits: limits)
    }

    /// Parses a single-document stream of UTF-8 (or BOM-marked UTF-16) bytes into a node.
    public static func parse(bytes: [UInt8], path: String, limits: YAMLLimits = .init()) throws(YAMLError) -> YAMLNode {
        try Tape.parse(bytes: bytes, path: path, limits: limits).rootNode()
    }

    /// Parses with libyaml alone, never the block scanner: for benchmarks that compare the two.
    package static func parseWithLibYAML(bytes: [UInt8], path: String, limits: YAMLLimits = .init()) throws(YAMLError) -> YAMLNode {
        try Tape.parseWithLibYAML(bytes: bytes, path: path, limits: limits).rootNode()
    }

    /// Raw libyaml event parse, producing nothing; returns the number of events. For benchmarks and validation.
    public static func countEvents(bytes: [UInt8], path: String) throws(YAMLError) -> Int {
        try EventReader.withReader(bytes: bytes, path: path) { (reader) throws(YAMLError) -> Int in
            var count = 0
            while true {
                let type = try reader.next()
                count += 1
                if type == YAML_STREAM_END_EVENT { return count }
            }
        }
    }
}
