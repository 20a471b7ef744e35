extension HTMLDocumentRenderer {
    /// The most characters a table cell or a fact shows: more than any real name, race or rule
    /// (the longest, a scoring rule, is 89), so a name from hostile data cannot stretch its table
    /// across thousands of screens. The element's title keeps the whole text.
    package static let longestText = 120

    /// `text`'s first characters and "…" when it is longer than `longestText`, else nil. A real
    /// name is decided by its byte count alone, which a native string holds without counting.
    static func shortened(_ text: String) -> String? {
        // No text of `longestText` bytes or fewer has more characters than that.
        guard text.utf8.count > longestText,
            let end = text.index(text.startIndex, offsetBy: longestText - 1, limitedBy: text.endIndex),
            text.index(end, offsetBy: 2, limitedBy: text.endIndex) != nil
        else { return nil }
        return text[..<end] + "…"
    }
}
