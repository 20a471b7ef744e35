import F1Codegen
import Foundation

// The plugin runs this at build time; diagnostics go to stderr in compiler form so the build shows them.
do {
    let command = try CodegenCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    let diagnostics = command.run()
    for diagnostic in diagnostics {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    exit(diagnostics.contains { $0.severity == .error } ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(64)
}
