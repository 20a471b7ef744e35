import YAMLKit

/// A problem in a schema or fixture, located at a line and column of its file.
public struct Diagnostic: Error, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var path: String
    public var mark: YAMLMark
    public var severity: Severity
    public var message: String

    public init(path: String, mark: YAMLMark, severity: Severity = .error, message: String) {
        self.path = path
        self.mark = mark
        self.severity = severity
        self.message = message
    }

    /// Compiler-shaped, so SwiftPM and editors show it at the line: `path:line:col: error: message`.
    public var description: String {
        "\(path):\(mark.line):\(mark.column): \(severity.rawValue): \(message)"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path, lhs.mark.line, lhs.mark.column, lhs.message)
            < (rhs.path, rhs.mark.line, rhs.mark.column, rhs.message)
    }
}

/// Collects diagnostics for one file, so a pass can report every problem instead of the first.
public struct DiagnosticLog: Sendable {
    public let path: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(path: String) {
        self.path = path
    }

    public mutating func error(_ message: String, at mark: YAMLMark) {
        let diagnostic = Diagnostic(path: path, mark: mark, message: message)
        // An aliased node is visited once per alias; its problems are reported once.
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        for diagnostic in other where !diagnostics.contains(diagnostic) {
            diagnostics.append(diagnostic)
        }
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension Diagnostic {
    /// The diagnostic for a YAML error (syntax, duplicate key, alias bomb ...).
    public init(_ error: YAMLError) {
        self.init(path: error.path, mark: error.mark, message: error.message)
    }
}
