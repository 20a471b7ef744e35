import YAMLKit

/// A problem in a schema or fixture, located at a line and column of its file.
package struct Diagnostic: Error, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How serious a problem is.
    package enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    package var path: String
    package var mark: YAMLMark
    package var severity: Severity
    package var message: String

    package init(path: String, mark: YAMLMark, severity: Severity = .error, message: String) {
        self.path = path
        self.mark = mark
        self.severity = severity
        self.message = message
    }

    /// The longest message printed; a longer one (a huge name a message forgot to shorten) is cut.
    package static let maxMessageLength = 2_000

    /// Compiler-shaped, so SwiftPM and editors show it at the line: `path:line:col: error: message`.
    /// Always one line: control characters and line breaks from the input are shown as escapes.
    package var description: String {
        let shown = message.count > Self.maxMessageLength ? String(message.prefix(Self.maxMessageLength)) + "…" : message
        return "\(Echo.visible(path)):\(mark.line):\(mark.column): \(severity.rawValue): \(Echo.visible(shown))"
    }

    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path, lhs.mark.line, lhs.mark.column, lhs.message)
            < (rhs.path, rhs.mark.line, rhs.mark.column, rhs.message)
    }
}

/// Collects diagnostics for one file, so a pass can report every problem instead of the first.
package struct DiagnosticLog: Sendable {
    package let path: String
    package private(set) var diagnostics: [Diagnostic] = []
    /// What `diagnostics` holds, so a repeat is found without a scan: thousands of errors stay linear.
    private var reported: Set<Diagnostic> = []
    /// "Did you mean" hints, which stop after the first few errors so thousands of errors stay linear.
    package var suggestions = Suggestion.Budget()

    package init(path: String) {
        self.path = path
    }

    package mutating func error(_ message: String, at mark: YAMLMark) {
        // An aliased node is visited once per alias; its problems are reported once.
        append(Diagnostic(path: path, mark: mark, message: message))
    }

    package mutating func append(contentsOf other: [Diagnostic]) {
        for diagnostic in other { append(diagnostic) }
    }

    private mutating func append(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension Diagnostic {
    /// The diagnostic for a YAML error (syntax, duplicate key, alias bomb ...).
    package init(_ error: YAMLError) {
        self.init(path: error.path, mark: error.mark, message: error.message)
    }
}
