/// A report in its machine-readable shape: one documented JSON object (docs/json-schema).
/// Each conforming type is built from domain values, never from display text.
public protocol ExportDocument: Encodable, Sendable {
    /// The report's name in `"report"` and in its JSON Schema's file name: "standings.drivers".
    static var kind: String { get }
}

/// A report that is one table, and so has a CSV form (the overview, of several tables, has none).
public protocol CSVExportable: ExportDocument {
    /// The CSV header: stable snake_case column names, in order.
    static var csvColumns: [String] { get }
    /// The CSV records, one field per column; none when the report has no rows.
    var csvRecords: [[CSVField]] { get }
}

/// The version of every report's shape. Adding a key keeps it; removing or renaming one, or
/// changing a value's type, raises it.
public enum ExportSchema {
    public static let version = 1
}

/// Where the data came from, as every document credits it.
public struct ExportSource: Encodable, Equatable, Sendable {
    /// "demo", "f1db" or "api".
    public var id: String
    /// The source's name as text reports credit it: "F1DB (CC BY 4.0)".
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

// MARK: - Machine shape

extension ExportSource: ShapeDeclaring {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }

    static let shape = ObjectShape<Self>(
        "source", "Where the data came from.",
        [
            .init(
                "id", \.id, "The source: the built-in demo data, an f1db checkout, the Ergast-compatible API, or OpenF1 timing.",
                .oneOf(["demo", "f1db", "api", "openf1"])),
            .init("name", \.name, "The source's name as text reports credit it."),
        ])
}
