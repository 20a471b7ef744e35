/// A key press, or a bracketed paste, decoded from what the terminal sends.
public enum Key: Hashable, Sendable {
    /// A printable grapheme, typed.
    case character(Character)
    /// Text pasted in bracketed paste mode, whole, never as keys: a screen that takes no text
    /// ignores it, so a "q" in it cannot quit. Cut at `KeyDecoder`'s paste limit.
    case paste(String)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown, insert
    /// F1 to F12 as 1 to 12.
    case function(Int)
    /// Ctrl with a letter, as "a" to "z": Ctrl-C is `.control("c")`.
    case control(Character)
}

/// What a terminal session reports: a key, or that the window changed size.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case resize(TerminalSize)
}
