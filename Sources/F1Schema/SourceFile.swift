import YAMLKit

/// A schema or fixture file handed to the generator.
package struct SourceFile: Hashable, Sendable {
    /// Where diagnostics point: the real path, so editors can open it.
    package var path: String
    /// The path relative to the package, for generated headers: `Schemas/Domain/Race.yaml`.
    package var displayPath: String
    package var text: String

    package init(path: String, displayPath: String? = nil, text: String) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.text = text
    }

    /// The file name without folders or extension: `Race` for `Schemas/Domain/Race.yaml`.
    package var baseName: String {
        let name = displayPath.split(separator: "/").last.map(String.init) ?? displayPath
        return name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
    }
}

/// A place in a schema file, for diagnostics about what was declared there.
package struct SourceLocation: Hashable, Sendable {
    package var path: String
    package var mark: YAMLMark

    package init(path: String, mark: YAMLMark) {
        self.path = path
        self.mark = mark
    }
}

/// A name together with where it was written.
package struct NamedLocation: Hashable, Sendable {
    package var name: String
    package var location: SourceLocation

    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
