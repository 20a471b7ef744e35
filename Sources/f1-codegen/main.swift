import F1Codegen
import F1Schema
import Foundation

// The plugin runs this at build time; diagnostics go to stderr in compiler form so the build shows them.
do {
    let command = try CodegenCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    let diagnostics = command.run()
    let report = CodegenCommand.report(diagnostics).joined(separator: "\n")
    if !report.isEmpty {
        try? FileHandle.standardError.write(contentsOf: Data((report + "\n").utf8))
    }
    exit(diagnostics.contains { $0.severity == .error } ? 1 : 0)
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("error: \(Echo.visible(error.description))\n".utf8))
    exit(64)
}
