import F1UI

/// F1UI's charts drawn for a face: `SVGChart` for files and web pages, `TerminalChart` for
/// terminal cells. Both read only `Chart`, so every face draws the same values.
public enum F1Charts {}
