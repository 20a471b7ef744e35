import ArgumentParser
import Foundation
import StandardStreams

/// ArgumentParser's `main`, with its errors written through `CommandLineOutput`: they quote the
/// arguments given (`--under $'\e[2J'`), which must reach the terminal as visible text, as every
/// other sentence does.
package enum CommandMain {
    package static func run<Root: ParsableCommand>(_ root: Root.Type) async {
        do {
            var command = try root.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = root.exitCode(for: error)
            let message = root.fullMessage(for: error)
            if code == .success {
                // Help, versions and completion scripts: the program's own words, to standard output.
                if !message.isEmpty { CommandLineOutput.write(message + "\n") }
            } else if !message.isEmpty {
                CommandLineOutput.complainVerbatim(Terminal.shown(message + "\n"))
            }
            exit(code.rawValue)
        }
    }
}
