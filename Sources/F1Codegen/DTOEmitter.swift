import F1Schema

/// Emits a DTO struct, its wire coding, and its mappers to domain entities.
struct DTOEmitter {
    let dto: DTODeclaration
    let schema: Schema

    var tree: WireKeyTree { WireKeyTree(dto: dto) }

    func emit(into writer: inout SourceWriter) {
        let fields = dto.fields.map(\.field)
        writer.docComment(dto.description)
        writer.block("package struct \(dto.name): Hashable, Sendable") { body in
            for (index, field) in fields.enumerated() {
                if index > 0, field.description != nil || field.deprecation != nil { body.line() }
                emitProperty(field, into: &body)
            }
            body.line()
            let parameters = fields.map { "\($0.name): \(SwiftSyntax.typeName($0.type))" + ($0.type.isOptional ? " = nil" : "") }
            body.docComment("Creates a value from every field.")
            body.block("package init(\(parameters.joined(separator: ", ")))") { initializer in
                for field in fields { initializer.line("self.\(ModelEmitter.storageName(field)) = \(field.name)") }
            }
        }
        writer.line()
        writer.block("extension \(dto.name): Codable") { body in
            for (index, keys) in tree.allEnums.enumerated() {
                if index > 0 { body.line() }
                CodingKeysEmitter.emit(keys.keys, named: keys.name, into: &body)
            }
            body.line()
            WireDecodingEmitter(dto: dto, tree: tree).emit(into: &body)
            body.line()
            WireEncodingEmitter(dto: dto, tree: tree).emit(into: &body)
        }
        if let record = WireRecordEmitter(dto: dto, tree: tree) {
            writer.line()
            record.emit(into: &writer)
        }
        if let columns = WireColumnsEmitter(dto: dto, tree: tree, schema: schema) {
            writer.line()
            columns.emit(into: &writer)
        }
        var lookups: Set<String> = []
        for plan in schema.mappings[dto.name] ?? [] {
            writer.line()
            lookups = MapperEmitter(dto: dto, plan: plan, schema: schema).emit(into: &writer, alreadyWritten: lookups)
        }
    }

    private func emitProperty(_ field: FieldDeclaration, into writer: inout SourceWriter) {
        let type = SwiftSyntax.typeName(field.type)
        writer.docComment(field.description)
        if let message = field.deprecation {
            writer.line("@available(*, deprecated, message: \(SwiftSyntax.stringLiteral(message)))")
            writer.line("package var \(field.name): \(type) { _\(field.name) }")
            writer.line("private var _\(field.name): \(type)")
        } else {
            writer.line("package var \(field.name): \(type)")
        }
    }
}
