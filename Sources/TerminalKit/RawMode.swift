#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal settings of a full-screen program.
enum RawMode {
    /// `saved` made raw, as cfmakeraw does, with two differences: ISIG is off too so Ctrl-C and
    /// Ctrl-Z arrive as keys, and OPOST stays on, so a "\n" written by anything else while the
    /// session is open (a crash report, a stray print) still returns to the first column. The
    /// renderer itself never writes "\n": it moves the cursor, so output processing does not matter to it.
    static func attributes(from saved: termios) -> termios {
        var raw = saved
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        // A read returns as soon as one byte is there; the reader polls first, so it never waits on read.
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }

    /// Alternate screen, cursor hidden, bracketed paste on, a clean screen. A StaticString, as
    /// SIGCONT's handler writes it again.
    static let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[0m\u{1B}[H\u{1B}[2J"

    /// Ends any synchronized update a crash interrupted, resets colours, turns bracketed paste
    /// off, shows the cursor and leaves the alternate screen. A StaticString: no allocation, so a
    /// signal handler can write it.
    static let restoreSequence: StaticString = "\u{1B}[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
}
