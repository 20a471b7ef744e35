import CLibYAML

extension Tape {
    /// Parses a single-document stream into a tape, validating it completely: plain block YAML
    /// by `BlockScanner`, anything else (and every error) by libyaml.
    static func parse(bytes: [UInt8], path: String, limits: YAMLLimits) throws(YAMLError) -> Tape {
        guard bytes.count < UInt32.max else {
            throw YAMLError(path: path, mark: .start, message: "the document is too large")
        }
        if let tape = bytes.withUnsafeBufferPointer({ BlockScanner.parse($0, path: path, limits: limits) }) { return tape }
        return try parseWithLibYAML(bytes: bytes, path: path, limits: limits)
    }

    /// Parses a single-document stream into a tape through libyaml's events.
    static func parseWithLibYAML(bytes: [UInt8], path: String, limits: YAMLLimits) throws(YAMLError) -> Tape {
        guard bytes.count < UInt32.max else {
            throw YAMLError(path: path, mark: .start, message: "the document is too large")
        }
        return try EventReader.withReader(bytes: bytes, path: path) { (reader) throws(YAMLError) -> Tape in
            var builder = TapeBuilder(path: path, limits: limits, expectedBytes: bytes.count)
            var documents = 0
            while true {
                let type = try reader.next()
                let event = reader.event.pointee
                switch type {
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let text = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                    try builder.scalar(
                        text, style: YAMLScalarStyle(scalar.style), tag: string(scalar.tag),
                        anchor: string(scalar.anchor), mark: reader.mark)
                case YAML_MAPPING_START_EVENT:
                    let start = event.data.mapping_start
                    try builder.beginContainer(
                        .mapping, tag: string(start.tag), anchor: string(start.anchor),
                        mark: reader.mark)
                case YAML_SEQUENCE_START_EVENT:
                    let start = event.data.sequence_start
                    try builder.beginContainer(
                        .sequence, tag: string(start.tag), anchor: string(start.anchor),
                        mark: reader.mark)
                case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                    try builder.endContainer()
                case YAML_ALIAS_EVENT:
                    try builder.alias(string(event.data.alias.anchor) ?? "", mark: reader.mark)
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    guard documents == 1 else {
                        throw builder.error("expected a single document, found another one", at: reader.mark)
                    }
                case YAML_STREAM_END_EVENT:
                    return builder.finish()
                default:
                    continue
                }
            }
        }
    }

    @inline(__always)
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

extension YAMLScalarStyle {
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
