import Foundation
import StandardStreams

/// `f1-bench yaml [--data DIR] [--runs N]` and `f1-bench report [--runs N]`: argument parsing and exit codes only.
enum BenchCommand {
    static let usage = "usage: f1-bench yaml [--data DIR] [--runs N]\n       f1-bench f1db [--data DIR] [--runs N]\n       f1-bench report [--runs N] [--f1db DIR]\n       f1-bench api [--runs N]"

    /// Runs the command and returns the process exit code.
    static func run(arguments: [String]) -> Int32 {
        if arguments.first == "report" { return runReport(arguments: Array(arguments.dropFirst())) }
        if arguments.first == "api" { return ApiBenchmark.main(arguments: Array(arguments.dropFirst())) }
        guard arguments.first == "yaml" || arguments.first == "f1db" else {
            printError(usage)
            return 64
        }
        var dataPath: String?
        var runs = 5
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--data":
                guard let value = rest.popFirst() else { return usageError("--data needs a directory.") }
                dataPath = value
            case "--runs":
                guard let value = rest.popFirst(), let number = Int(value), number > 0 else {
                    return usageError("--runs needs a positive whole number.")
                }
                runs = number
            default:
                return usageError("Unknown argument '\(argument)'.")
            }
        }
        guard let directory = dataPath.map({ URL(fileURLWithPath: $0) }) ?? defaultDataDirectory() else {
            printError("No f1db data folder at ../shared/data/f1db/data; pass --data DIR.")
            return 1
        }
        guard isDirectory(directory) else {
            printError("No f1db data folder at \(directory.path); pass --data DIR.")
            return 1
        }
        do {
            let corpus = try Corpus.load(from: directory)
            let report = arguments.first == "f1db"
                ? try F1dbBenchmark(corpus: corpus, dataPath: directory.path, runs: runs).run()
                : try YAMLBenchmark(corpus: corpus, runs: runs).run()
            print(report)
            return 0
        } catch {
            printError("\(error)")
            return 1
        }
    }

    static func runReport(arguments: [String]) -> Int32 {
        var runs = 15
        var f1db: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--f1db", let value = rest.popFirst() {
                f1db = value
                continue
            }
            guard argument == "--runs", let value = rest.popFirst(), let number = Int(value), number > 0 else {
                return usageError("Unknown argument '\(argument)'.")
            }
            runs = number
        }
        // f1report is built beside f1-bench: `swift build -c release` builds both.
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("f1report")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            printError("No f1report beside f1-bench at \(executable.path); run 'swift build -c release' first.")
            return 1
        }
        do {
            print(try ReportBenchmark(executable: executable, runs: runs, f1db: f1db).run())
            return 0
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// `../shared/data/f1db/data` from the current directory, else from the package that built the executable.
    static func defaultDataDirectory() -> URL? {
        let relative = "../shared/data/f1db/data"
        let fromCurrent = URL(fileURLWithPath: relative)
        if isDirectory(fromCurrent) { return fromCurrent }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // .build/<configuration>/f1-bench → the package root is three levels up.
        let package = executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fromPackage = package.appendingPathComponent(relative)
        return isDirectory(fromPackage) ? fromPackage.standardizedFileURL : nil
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func usageError(_ message: String) -> Int32 {
        printError("\(message)\n\(usage)")
        return 64
    }

    static func printError(_ message: String) {
        try? StandardStream.error.write(message + "\n")
    }
}
