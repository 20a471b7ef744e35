@testable import F1Codegen
@testable import F1Schema

/// Runs the generator in process over fuzzed schemas and an optional fixture, in every mode.
///
/// The input is schema files separated by NUL bytes; when there is more than one part the last is a
/// fixture whose first line is its base name (`demo`), so seeds can pair a dataset with its fixture.
/// Any outcome but a crash or a hang is fine: diagnostics or Swift source.
func fuzzCodegen(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var parts = UnsafeBufferPointer(start: data, count: size)
        .split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    var fixtures: [SourceFile] = []
    if parts.count > 1, let fixture = parts.popLast() {
        let name = fixture.prefix { $0 != "\n" }
        let text = String(fixture.dropFirst(name.count))
        fixtures.append(SourceFile(path: "/fuzz/Fixtures/\(name).yaml", displayPath: "Fixtures/\(name).yaml", text: text))
    }
    let schemas = parts.enumerated().map { index, text in
        SourceFile(path: "/fuzz/Schemas/File\(index).yaml", displayPath: "Schemas/File\(index).yaml", text: text)
    }
    let configuration = GeneratorConfiguration(modes: CodeGenerator.Mode.allCases)
    let output = CodeGenerator.generate(schemas: schemas, fixtures: fixtures, configuration: configuration)
    for diagnostic in output.diagnostics { _ = diagnostic.description }
    return 0
}
