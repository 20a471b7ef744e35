import F1Schema
import Foundation
import YAMLKit

/// A target's `f1-codegen.yaml`: what to generate there and which modules the output imports.
package struct GeneratorConfiguration: Decodable, Sendable {
    /// What the target generates: one mode, or several (`emit: [models, dtos]`).
    package var modes: [CodeGenerator.Mode]
    /// Modules every generated file imports besides its own, for targets outside the usual layers.
    package var imports: [String]

    enum CodingKeys: String, CodingKey {
        case emit
        case imports
    }

    package init(modes: [CodeGenerator.Mode], imports: [String] = []) {
        self.modes = modes
        self.imports = imports
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let single = try? container.decode(String.self, forKey: .emit) {
            modes = [try Self.mode(single, in: container)]
        } else {
            modes = try container.decode([String].self, forKey: .emit).map { try Self.mode($0, in: container) }
        }
        imports = try container.decodeIfPresent([String].self, forKey: .imports) ?? []
        // Each becomes an `import` line of generated code, so it must be a module name and nothing more.
        for module in imports where !SwiftNames.isValidIdentifier(module) {
            throw DecodingError.dataCorruptedError(
                forKey: .imports, in: container, debugDescription: "\(Echo.quoted(module)) is not a module name")
        }
    }

    private static func mode(_ name: String, in container: KeyedDecodingContainer<CodingKeys>) throws -> CodeGenerator.Mode {
        guard let mode = CodeGenerator.Mode(rawValue: name) else {
            let names = CodeGenerator.Mode.allCases.map(\.rawValue)
            throw DecodingError.dataCorruptedError(
                forKey: .emit, in: container,
                debugDescription:
                    "unknown mode \(Echo.quoted(name))\(Suggestion.hint(for: name, in: names)); expected one of: \(names.joined(separator: ", "))")
        }
        return mode
    }

    /// Reads the configuration file; a problem comes back as a diagnostic at its line.
    package static func load(_ path: String) -> Result<GeneratorConfiguration, Diagnostic> {
        let text: String
        switch SourceReading.read(path, kind: "configurations") {
        case .success(let value): text = value
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        do {
            return .success(try YAMLDecoder().decode(GeneratorConfiguration.self, from: text, path: path))
        } catch let error as YAMLError {
            return .failure(Diagnostic(error))
        } catch {
            return .failure(
                Diagnostic(path: path, mark: YAMLMark(line: 1, column: 1), message: "cannot read the generator's configuration: \(error)"))
        }
    }
}
