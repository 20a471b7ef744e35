import Foundation
import PackagePlugin

/// Runs `f1-codegen` over a target's schemas and fixtures. All logic lives in the generator;
/// this only finds the files and declares one output per input, so SwiftPM knows what to rebuild.
@main
struct F1CodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let yamlFiles = module.sourceFiles
            .map(\.url)
            .filter { $0.pathExtension == "yaml" }
            .sorted { $0.path < $1.path }
        guard let config = yamlFiles.first(where: { $0.lastPathComponent == "f1-codegen.yaml" }) else {
            Diagnostics.error("\(target.name) applies F1CodegenPlugin but has no f1-codegen.yaml")
            return []
        }
        let targetDirectory = module.directoryURL.path
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "Generated")
        var arguments = ["--config", config.path, "--target-dir", targetDirectory]
        var outputs: [URL] = []
        for input in yamlFiles where input != config {
            // Schemas/Domain/Race.yaml -> Schemas+Domain+Race.swift: unique, and stable across checkouts.
            let relative = String(input.path.dropFirst(targetDirectory.count + 1))
            let name = relative.replacingOccurrences(of: "/", with: "+").replacingOccurrences(of: ".yaml", with: ".swift")
            let output = outputDirectory.appending(path: name)
            arguments += ["--pair", input.path, output.path]
            outputs.append(output)
        }
        return [
            .buildCommand(
                displayName: "Generating \(target.name) from \(yamlFiles.count - 1) schema and fixture files",
                executable: try context.tool(named: "f1-codegen").url,
                arguments: arguments,
                inputFiles: yamlFiles,
                outputFiles: outputs)
        ]
    }
}
