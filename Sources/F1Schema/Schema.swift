/// Every schema file, loaded, resolved and checked: what the generator emits from.
package struct Schema: Sendable {
    package internal(set) var files: [SchemaFile]
    /// Entities and datasets by schema name.
    package internal(set) var entities: [String: EntityDeclaration] = [:]
    package internal(set) var datasets: [String: EntityDeclaration] = [:]
    package internal(set) var enums: [String: EnumDeclaration] = [:]
    package internal(set) var dtos: [String: DTODeclaration] = [:]
    /// How each DTO becomes each entity it maps to, by DTO name, in `maps:` order.
    package internal(set) var mappings: [String: [MappingPlan]] = [:]

    /// Loads and checks `sources`; the schema is usable for generation only when no errors came back.
    package static func load(_ sources: [SourceFile]) -> (schema: Schema, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [SchemaFile] = []
        for source in sources {
            let (file, problems) = SchemaFileLoader.load(source)
            files.append(file)
            diagnostics += problems
        }
        var resolver = SchemaResolver(schema: Schema(files: files))
        resolver.resolve()
        diagnostics += resolver.diagnostics
        return (resolver.schema, diagnostics.sorted())
    }

    /// The dataset whose fixture file is named `baseName` (`demo` for dataset `Demo`).
    package func dataset(forFixtureNamed baseName: String) -> EntityDeclaration? {
        datasets.values.first { SwiftNames.lowerCamel($0.name) == baseName }
    }
}
