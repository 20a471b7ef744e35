import Foundation
import PackagePlugin

/// Runs `f1-codegen` over a target's schemas and fixtures, and carries its `.json` files in as Swift
/// strings. All logic lives in the generator; this only finds the files and declares one output per
/// input, so SwiftPM knows what to rebuild.
@main
struct F1CodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url).sorted { $0.path < $1.path }
        let yamlFiles = files.filter { $0.pathExtension == "yaml" }
        let jsonFiles = files.filter { $0.pathExtension == "json" }
        let config = yamlFiles.first { $0.lastPathComponent == "f1-codegen.yaml" }
        if config == nil && (yamlFiles.count > 0 || jsonFiles.isEmpty) {
            Diagnostics.error("\(target.name) applies F1CodegenPlugin but has no f1-codegen.yaml")
            return []
        }
        let targetDirectory = module.directoryURL.path
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "Generated")
        var arguments = (config.map { ["--config", $0.path] } ?? []) + ["--target-dir", targetDirectory]
        var outputs: [URL] = []
        for input in yamlFiles + jsonFiles where input != config {
            // Schemas/Domain/Race.yaml -> Schemas+Domain+Race.swift: unique, and stable across checkouts.
            let relative = String(input.path.dropFirst(targetDirectory.count + 1))
            let name = relative.replacingOccurrences(of: "/", with: "+").replacingOccurrences(of: ".\(input.pathExtension)", with: ".swift")
            let output = outputDirectory.appending(path: name)
            arguments += [input.pathExtension == "json" ? "--embed" : "--pair", input.path, output.path]
            outputs.append(output)
        }
        return [
            .buildCommand(
                displayName: "Generating \(target.name) from \(outputs.count) schema, fixture and data files",
                executable: try context.tool(named: "f1-codegen").url,
                arguments: arguments,
                inputFiles: files.filter { ["yaml", "json"].contains($0.pathExtension) },
                outputFiles: outputs)
        ]
    }
}
