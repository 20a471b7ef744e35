import F1Codegen
import F1Schema
import Foundation
import Testing

/// Paths of the package, found from this file so tests run from any working directory.
enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemas = root.appending(path: "Schemas")
    static let fixtures = root.appending(path: "Fixtures")
    static let golden = root.appending(path: "Tests/F1CodegenTests/Golden")

    /// Every `.yaml` file under `folder`, relative paths from the package root, sorted.
    static func yamlFiles(under folder: URL) -> [SourceFile] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [SourceFile] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "yaml", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            files.append(SourceFile(path: relative, text: text))
        }
        return files.sorted { $0.displayPath < $1.displayPath }
    }

    static var realSchemas: [SourceFile] { yamlFiles(under: schemas) }
    static var realFixtures: [SourceFile] { yamlFiles(under: fixtures) }
}

/// A named YAML input and the exact diagnostics it must produce.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var expected: [String]
    var testDescription: String { name }
}

/// Small schemas for diagnostics tests: valid on their own, so each test's bad file is the only problem.
enum SampleSchemas {
    static let driver = SourceFile(
        path: "Schemas/Driver.yaml",
        text: """
            entities:
              Driver:
                id: String
                fields:
                  name: String
                  number: Int?
            """)

    static let race = SourceFile(
        path: "Schemas/Race.yaml",
        text: """
            entities:
              Race:
                fields:
                  round: Int
                  name: String
                  date: Date
                  winner: Driver.ID?
            """)

    static let dataset = SourceFile(
        path: "Schemas/Sample.yaml",
        text: """
            datasets:
              Sample:
                fields:
                  drivers: "[Driver]"
                  races: "[Race]"
            """)

    static let valid = [driver, race, dataset]

    /// Every diagnostic of generating `schemas` and `fixtures`, as printed.
    static func diagnostics(schemas: [SourceFile], fixtures: [SourceFile] = [], mode: CodeGenerator.Mode = .fixtures) -> [String] {
        CodeGenerator.generate(schemas: schemas, fixtures: fixtures, mode: mode).diagnostics.map(\.description)
    }
}
