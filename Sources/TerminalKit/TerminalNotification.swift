import TextSafety

/// An alert through the terminal itself: the bell, and a desktop notification in the two escape
/// sequences terminals understand, OSC 9 (iTerm2, WezTerm, kitty, Windows Terminal, foot, Ghostty)
/// and OSC 777 (rxvt-unicode, VTE terminals, foot, Ghostty). A terminal that knows neither ignores
/// them; none of them moves the cursor or changes a cell, so written between two frames they leave
/// `FrameRenderer`'s diff true.
public enum TerminalNotification {
    /// The most characters a notification's title or text keeps: terminals cap an OSC's length.
    static let mostCharacters = 160

    /// BEL; OSC 9 with `title: text`; OSC 777 `notify` with `title` and `text`; each OSC ended by
    /// BEL. The title and the text may come from data: every hidden character (ESC, BEL, the C1
    /// string terminator...) is shown as U+FFFD, so nothing can end the sequence early or start
    /// another; `;`, OSC 777's separator (and OSC 9's, in the terminals that read subcommands
    /// there), becomes `,`.
    public static func bytes(title: String, text: String) -> [UInt8] {
        let title = payload(title)
        let text = payload(text)
        let heading = text.isEmpty ? title : "\(title): \(text)"
        return Array("\u{07}\u{1B}]9;\(heading)\u{07}\u{1B}]777;notify;\(title);\(text)\u{07}".utf8)
    }

    /// `text` fit for inside an OSC: visible, on one line, without `;`, and cut to `mostCharacters`.
    static func payload(_ text: String) -> String {
        let visible = VisibleText.visible(text).replacing(";", with: ",")
        guard visible.count > mostCharacters else { return visible }
        return String(visible.prefix(mostCharacters - 1)) + "…"
    }
}
