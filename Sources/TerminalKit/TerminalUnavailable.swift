/// Why a full-screen session cannot start.
public enum TerminalUnavailable: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is a pipe or a file.
    case notATerminal
    /// TERM is unset or "dumb": the terminal may not understand cursor movement.
    case dumbTerminal
    /// The terminal refused raw mode or the session could not be set up; the reason is a clause.
    case cannotConfigure(String)

    /// The message for a person, naming the program: one sentence saying what to do.
    public func message(program: String) -> String {
        switch self {
        case .notATerminal:
            "\(program) needs an interactive terminal: standard input and output must both be a terminal (not a pipe or a file)."
        case .dumbTerminal:
            "\(program) needs a terminal that understands cursor movement, but TERM is unset or \"dumb\": run it in a terminal emulator, or set TERM (for example TERM=xterm-256color)."
        case .cannotConfigure(let reason):
            "\(program) could not put the terminal into full-screen mode: \(reason)."
        }
    }

    /// The message without a program name.
    public var description: String { message(program: "This program") }
}
