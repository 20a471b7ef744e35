import F1Schema
import Foundation
import YAMLKit

extension CodegenCommand {
    /// Inputs that would write one output: the same output path, or paths that differ only in
    /// case (one file on a case-insensitive disk), or one input given twice. Each is an error
    /// naming both inputs, so nothing is silently overwritten.
    static func collisions(in pairs: [(display: String, input: String, output: String)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstByOutput: [String: (display: String, output: String)] = [:]
        var firstByInput: [String: String] = [:]
        for pair in pairs {
            let output = URL(fileURLWithPath: pair.output).standardizedFileURL.path
            let at = YAMLMark(line: 1, column: 1)
            if let first = firstByInput[pair.display] {
                diagnostics.append(
                    Diagnostic(
                        path: pair.input, mark: at,
                        message: "\(Echo.quoted(pair.display)) is given twice, for \(Echo.quoted(first)) and \(Echo.quoted(pair.output))"))
                continue
            }
            firstByInput[pair.display] = pair.output
            if let first = firstByOutput[output.lowercased()] {
                let name = URL(fileURLWithPath: output).lastPathComponent
                let how =
                    first.output == output
                    ? "both generate \(Echo.quoted(name))"
                    : "generate \(Echo.quoted(URL(fileURLWithPath: first.output).lastPathComponent)) and \(Echo.quoted(name)), which differ only in case"
                diagnostics.append(
                    Diagnostic(
                        path: pair.input, mark: at,
                        message: "\(Echo.quoted(first.display)) and \(Echo.quoted(pair.display)) \(how); rename one of them"))
                continue
            }
            firstByOutput[output.lowercased()] = (pair.display, output)
        }
        return diagnostics
    }

    /// Deletes generated files of schemas that no longer exist, so the output folder mirrors the inputs.
    ///
    /// Only regular `.swift` files beside the outputs that start with this generator's header: a
    /// file someone else put there, a symlink (which could point anywhere) or a folder is kept.
    static func removeStaleOutputs(keeping outputs: Set<String>) {
        let folders = Set(outputs.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().path })
        let keptNames = Set(outputs.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where name.hasSuffix(".swift") {
                let path = URL(fileURLWithPath: folder).appending(path: name).standardizedFileURL.path
                guard !keptNames.contains(path), isGeneratedFile(path) else { continue }
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// A regular file (not followed through a link) whose first line is the generator's header.
    static func isGeneratedFile(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
            let handle = FileHandle(forReadingAtPath: path)
        else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        guard let newline = head.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        return CodeGenerator.isHeaderLine(String(decoding: head[..<newline], as: UTF8.self))
    }

    /// Writes only when the bytes differ, so a no-op build recompiles nothing. Returns a problem, if any.
    static func writeIfChanged(_ text: String, to path: String) -> String? {
        let data = Data(text.utf8)
        // Foundation names these only as "error 512" or "a file with the same name already exists".
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "cannot write the generated file: a folder of that name is in the way"
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        for ancestor in Self.ancestors(of: folder) where FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
            if !isDirectory.boolValue { return "cannot write the generated file: \(Echo.quoted(ancestor)) is a file, not a folder" }
            break
        }
        if let existing = FileManager.default.contents(atPath: path), existing == data { return nil }
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "cannot write the generated file: \(FileProblem.reason(error))"
        }
    }

    /// `path` and each folder above it, nearest first.
    static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while url.path != "/" && !url.path.isEmpty {
            result.append(url.path)
            url = url.deletingLastPathComponent()
        }
        return result
    }
}

extension CodegenCommand {
    /// The most diagnostics printed; past it one line counts the rest, as compilers do.
    package static let maxPrintedDiagnostics = 100

    /// The lines to print for `diagnostics`, one per diagnostic, sorted, the rest counted.
    package static func report(_ diagnostics: [Diagnostic], limit: Int = maxPrintedDiagnostics) -> [String] {
        var lines = diagnostics.prefix(limit).map(\.description)
        let rest = diagnostics.dropFirst(limit)
        guard !rest.isEmpty else { return lines }
        let errors = rest.filter { $0.severity == .error }.count
        let noun = errors == rest.count ? (errors == 1 ? "error" : "errors") : (rest.count == 1 ? "diagnostic" : "diagnostics")
        lines.append("f1-codegen: \(errors > 0 ? "error" : "warning"): \(rest.count) more \(noun) not shown (\(diagnostics.count) in all)")
        return lines
    }
}
