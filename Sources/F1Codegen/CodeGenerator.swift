import F1Schema

/// Turns schemas and fixtures into Swift sources for one target.
package enum CodeGenerator {
    /// Which part of the schema a target generates.
    package enum Mode: String, Sendable, CaseIterable {
        /// Entities and enums, for F1Domain.
        case models
        /// DTOs with their wire coding and mappers, for F1Data.
        case dtos
        /// Dataset structs and fixture loaders, for F1Fixtures.
        case fixtures
    }

    /// The outcome of a run: a source for every input (empty when it declares nothing for this mode).
    package struct Output: Sendable {
        /// Generated source by the input's display path, in input order.
        package var sources: [(input: SourceFile, text: String)]
        package var diagnostics: [Diagnostic]

        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Loads and checks every schema (and, for fixtures, every fixture) and emits the sources for `mode`.
    /// Nothing is emitted when there are errors; every error found is returned.
    package static func generate(schemas: [SourceFile], fixtures: [SourceFile], mode: Mode) -> Output {
        generate(schemas: schemas, fixtures: fixtures, configuration: GeneratorConfiguration(modes: [mode]))
    }

    /// Generates every mode of `configuration` into one source per input.
    package static func generate(schemas: [SourceFile], fixtures: [SourceFile], configuration: GeneratorConfiguration) -> Output {
        let (schema, schemaDiagnostics) = Schema.load(schemas)
        var diagnostics = schemaDiagnostics
        let modes = configuration.modes
        if modes.contains(.fixtures) {
            var firstByDataset: [String: SourceFile] = [:]
            for fixture in fixtures {
                diagnostics += FixtureValidator.validate(fixture, against: schema)
                // Two fixtures of one dataset would both generate its loader, `Fixtures.demo()`.
                guard let dataset = schema.dataset(forFixtureNamed: fixture.baseName) else { continue }
                if let first = firstByDataset[dataset.name] {
                    let message =
                        "\(Echo.quoted(first.displayPath)) and \(Echo.quoted(fixture.displayPath)) are both fixtures of dataset \(dataset.name); keep one"
                    diagnostics.append(Diagnostic(path: fixture.path, mark: .start, message: message))
                } else {
                    firstByDataset[dataset.name] = fixture
                }
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return Output(sources: [], diagnostics: diagnostics)
        }
        var sources: [(input: SourceFile, text: String)] = []
        for file in schema.files {
            sources.append((file.source, emit(file, schema: schema, modes: modes, extraImports: configuration.imports)))
        }
        for fixture in fixtures {
            let text: String
            if modes.contains(.fixtures), let dataset = schema.dataset(forFixtureNamed: fixture.baseName) {
                var writer = header(for: fixture, imports: Set(["F1Domain", "Foundation"] + configuration.imports).sorted())
                writer.line()
                FixtureEmitter(fixture: fixture, dataset: dataset, schema: schema).emit(into: &writer)
                text = writer.text
            } else {
                text = header(for: fixture, imports: []).text
            }
            sources.append((fixture, text))
        }
        return Output(sources: sources, diagnostics: diagnostics)
    }

    static func emit(_ file: SchemaFile, schema: Schema, modes: [Mode], extraImports: [String]) -> String {
        var body = SourceWriter()
        var isFirst = true
        var imports: Set<String> = []
        for mode in modes {
            let linesBefore = body.lines.count
            emit(file, schema: schema, mode: mode, into: &body, isFirst: &isFirst)
            if body.lines.count > linesBefore { imports.formUnion(importsByMode[mode] ?? []) }
        }
        guard !isFirst else { return header(for: file.source, imports: []).text }
        imports.formUnion(extraImports)
        var writer = header(for: file.source, imports: imports.sorted())
        writer.line()
        return writer.text + body.text
    }

    static let importsByMode: [Mode: [String]] = [
        .models: ["Foundation"], .dtos: ["F1Domain", "Foundation"], .fixtures: ["F1Domain", "Foundation"],
    ]

    static func emit(_ file: SchemaFile, schema: Schema, mode: Mode, into body: inout SourceWriter, isFirst: inout Bool) {
        for declaration in file.declarations {
            let emitsHere: Bool =
                switch (declaration, mode) {
                case (.entity(let entity), .models): entity.kind == .entity
                case (.enumeration, .models): true
                case (.dto, .dtos): true
                case (.entity(let entity), .fixtures): entity.kind == .dataset
                default: false
                }
            guard emitsHere else { continue }
            if !isFirst { body.line() }
            isFirst = false
            switch declaration {
            case .entity(let entity): ModelEmitter(entity: entity).emit(into: &body)
            case .enumeration(let enumeration): EnumEmitter(enumeration: enumeration).emit(into: &body)
            case .dto(let dto): DTOEmitter(dto: dto, schema: schema).emit(into: &body)
            }
        }
    }

    static func header(for source: SourceFile, imports: [String]) -> SourceWriter {
        var writer = SourceWriter()
        writer.line(headerLine(for: source.displayPath))
        if !imports.isEmpty { writer.line() }
        for module in imports { writer.line("import \(module)") }
        return writer
    }

    /// The first line of every generated file; an input's path cannot break it, and stale-output
    /// removal deletes only files that start with it.
    package static func headerLine(for displayPath: String) -> String {
        headerPrefix + Echo.visible(displayPath) + headerSuffix
    }

    static let headerPrefix = "// Generated by f1-codegen from "
    static let headerSuffix = ". Do not edit."

    /// Whether `firstLine` is a header this generator writes.
    static func isHeaderLine(_ firstLine: some StringProtocol) -> Bool {
        firstLine.hasPrefix(headerPrefix) && firstLine.hasSuffix(headerSuffix)
            && firstLine.count > headerPrefix.count + headerSuffix.count
    }
}
