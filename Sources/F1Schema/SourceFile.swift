import YAMLKit

/// A schema or fixture file handed to the generator.
public struct SourceFile: Hashable, Sendable {
    /// Where diagnostics point: the real path, so editors can open it.
    public var path: String
    /// The path relative to the package, for generated headers: `Schemas/Domain/Race.yaml`.
    public var displayPath: String
    public var text: String

    public init(path: String, displayPath: String? = nil, text: String) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.text = text
    }

    /// The file name without folders or extension: `Race` for `Schemas/Domain/Race.yaml`.
    public var baseName: String {
        let name = displayPath.split(separator: "/").last.map(String.init) ?? displayPath
        return name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
    }
}

/// A place in a schema file, for diagnostics about what was declared there.
public struct SourceLocation: Hashable, Sendable {
    public var path: String
    public var mark: YAMLMark

    public init(path: String, mark: YAMLMark) {
        self.path = path
        self.mark = mark
    }
}

/// A name together with where it was written.
public struct NamedLocation: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
