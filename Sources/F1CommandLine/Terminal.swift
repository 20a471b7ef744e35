import ArgumentParser
import Foundation
import StandardStreams
import TextSafety

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--color`: whether to colour what is written for people.
package enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never
}

/// What the process writes to, and what it can know about it.
package struct Terminal: Sendable {
    package init() {}

    /// Whether standard output is a terminal, not a pipe or a file.
    package var isInteractive: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The width tables must fit: the window's on a terminal, else $COLUMNS when set; a pipe or
    /// a file has no width, so nothing is shortened there but a cell past the 65,536 columns any
    /// layout allows (`TextCut.mostColumns`).
    package var width: Int {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        var size = winsize()
        if isInteractive, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return isInteractive ? 80 : Int.max / 2
    }

    /// The rows a drawing may fill: the window's on a terminal, else $LINES when set, else 30.
    package var height: Int {
        if let lines = ProcessInfo.processInfo.environment["LINES"].flatMap(Int.init), lines > 0 { return lines }
        var size = winsize()
        if isInteractive, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        return 30
    }

    /// Colour per --color, never when NO_COLOR is set (https://no-color.org) or the terminal is dumb.
    package func usesColor(_ choice: ColorChoice) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        switch choice {
        case .never: return false
        case .always: return true
        case .auto: return isInteractive && environment["TERM"] != "dumb"
        }
    }

    /// Writes to standard output; if that fails, ends the run (quietly for a broken pipe).
    package func write(_ text: String) {
        CommandLineOutput.write(text)
    }

    /// One sentence for a person, on standard error.
    package func complain(_ message: String) {
        CommandLineOutput.complain(Self.shown(message))
    }

    /// A sentence as it reaches standard error: it quotes what the program was given (an argument,
    /// a path, a value from a file or a server), so every hidden character (TextSafety's
    /// `VisibleText`) shows as U+FFFD; line feeds stay, for a message of several lines.
    package static func shown(_ sentence: String) -> String {
        VisibleText.visible(sentence, keepingLines: true)
    }
}
