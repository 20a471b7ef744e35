/// YAMLKit without its block scanner, libyaml's events alone, for the Benchmarks package's
/// comparison of the two paths on the same files (docs/performance.md, "YAML").
@_spi(Benchmarks) public enum LibYAMLOnly {
    /// `YAMLParser.parse` through libyaml only.
    public static func parse(bytes: [UInt8], path: String) throws -> YAMLNode {
        try YAMLParser.parseWithLibYAML(bytes: bytes, path: path)
    }

    /// A decoder that reads every file through libyaml only.
    public static var decoder: YAMLDecoder {
        var decoder = YAMLDecoder()
        decoder.usesBlockScanner = false
        return decoder
    }
}
