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

    /// The sentence without the program's name, for a program whose errors already start with it
    /// ("f1tracker: Standard input and output must both be a terminal...").
    public var description: String {
        switch self {
        case .notATerminal:
            "Standard input and output must both be a terminal (not a pipe or a file): run it in an interactive terminal."
        case .dumbTerminal:
            "TERM is unset or \"dumb\", so the terminal may not understand cursor movement: run it in a terminal emulator, or set TERM (for example TERM=xterm-256color)."
        case .cannotConfigure(let reason):
            "The terminal could not be put into full-screen mode: \(reason)."
        }
    }
}
