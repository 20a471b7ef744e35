import F1Schema
import Foundation
import YAMLKit

/// The `f1-codegen` command line: reads inputs, generates, writes outputs only when their bytes change.
///
/// Usage: `f1-codegen --config CONFIG --target-dir DIR [--pair INPUT OUTPUT]... [--embed INPUT OUTPUT]...`
/// (`--config` may be left out when there is no `--pair`).
package struct CodegenCommand {
    package var configPath: String?
    package var targetDirectory: String
    package var pairs: [(input: String, output: String)]
    /// Data files carried into the program as Swift strings (`EmbeddedFileEmitter`).
    package var embeds: [(input: String, output: String)]

    /// A problem with the command line itself (the plugin's arguments), not with the schemas.
    package struct UsageError: Error, CustomStringConvertible {
        package var description: String
    }

    package init(arguments: [String]) throws(UsageError) {
        var config: String?
        var targetDirectory: String?
        var pairs: [(String, String)] = []
        var embeds: [(String, String)] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--config": config = remaining.popFirst()
            case "--target-dir": targetDirectory = remaining.popFirst()
            case "--pair":
                guard let input = remaining.popFirst(), let output = remaining.popFirst() else {
                    throw UsageError(description: "--pair needs an input and an output path")
                }
                pairs.append((input, output))
            case "--embed":
                guard let input = remaining.popFirst(), let output = remaining.popFirst() else {
                    throw UsageError(description: "--embed needs an input and an output path")
                }
                embeds.append((input, output))
            default: throw UsageError(description: "unknown argument \(Echo.quoted(argument))")
            }
        }
        guard let targetDirectory, config != nil || pairs.isEmpty else {
            throw UsageError(
                description: "usage: f1-codegen --config CONFIG --target-dir DIR [--pair INPUT OUTPUT]... [--embed INPUT OUTPUT]...")
        }
        self.configPath = config
        self.targetDirectory = targetDirectory
        self.pairs = pairs
        self.embeds = embeds
    }

    /// Runs the generator; returns the diagnostics to print. Outputs are written only when error-free.
    package func run() -> [Diagnostic] {
        var diagnostics = embedFiles()
        guard let configPath else {
            Self.removeStaleOutputs(keeping: Set(embeds.map(\.output)))
            return diagnostics
        }
        let configuration: GeneratorConfiguration
        switch GeneratorConfiguration.load(configPath) {
        case .success(let value): configuration = value
        case .failure(let diagnostic): return diagnostics + [diagnostic]
        }
        var schemas: [SourceFile] = []
        var fixtures: [SourceFile] = []
        var outputs: [String: String] = [:]
        diagnostics += Self.collisions(in: pairs.map { (displayPath($0.input), $0.input, $0.output) })
        for (input, output) in pairs {
            let display = displayPath(input)
            let real = URL(fileURLWithPath: input).resolvingSymlinksInPath().path
            let isFixture = display.hasPrefix("Fixtures/")
            switch SourceReading.read(real, kind: isFixture ? "fixtures" : "schemas") {
            case .success(let text):
                let source = SourceFile(path: real, displayPath: display, text: text)
                if isFixture { fixtures.append(source) } else { schemas.append(source) }
                outputs[display] = output
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        // An input that could not be read would only cause follow-on errors (its types unknown).
        guard diagnostics.isEmpty else { return diagnostics }
        let result = CodeGenerator.generate(schemas: schemas, fixtures: fixtures, configuration: configuration)
        diagnostics += result.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
        for (source, text) in result.sources {
            guard let output = outputs[source.displayPath] else { continue }
            if let problem = Self.writeIfChanged(text, to: output) {
                diagnostics.append(Diagnostic(path: output, mark: YAMLMark(line: 1, column: 1), message: problem))
            }
        }
        Self.removeStaleOutputs(keeping: Set(pairs.map(\.output) + embeds.map(\.output)))
        return diagnostics
    }

    /// Writes each embedded file's Swift; returns the problems.
    private func embedFiles() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (input, output) in embeds {
            let display = displayPath(input)
            let real = URL(fileURLWithPath: input).resolvingSymlinksInPath().path
            let source = SourceReading.read(real, kind: "embedded files").flatMap {
                EmbeddedFileEmitter.source(path: real, displayPath: display, text: $0)
            }
            switch source {
            case .success(let text):
                if let problem = Self.writeIfChanged(text, to: output) {
                    diagnostics.append(Diagnostic(path: output, mark: YAMLMark(line: 1, column: 1), message: problem))
                }
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// The input's path relative to the target, which through the target's symlinks is relative to the package.
    func displayPath(_ input: String) -> String {
        let base = targetDirectory.hasSuffix("/") ? targetDirectory : targetDirectory + "/"
        return input.hasPrefix(base) ? String(input.dropFirst(base.count)) : input
    }
}
