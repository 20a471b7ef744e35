import F1Data
import F1HTML

/// docs/openapi.json, the OpenAPI 3.1 description of f1web's JSON API, written from the two
/// declarations it describes: each API route's operation and values (`WebRoute.reports`, F1HTML)
/// and each report's JSON Schema (the export types' shapes, as docs/json-schema holds them).
///
/// Each report schema's root becomes components/schemas/KIND and each of its $defs
/// components/schemas/KIND.DEF, with every "#/$defs/DEF" pointing there instead. $schema and $id
/// are dropped: JSON Schema 2020-12 is OpenAPI 3.1's own dialect, and an $id would make those
/// references resolve against the schema's URN instead of the document.
struct OpenAPIDocumentWriter {
    /// Each report's kind and its schema's text (`ExportCatalogue.schemas`).
    let schemas: [(kind: String, text: String)]
    let routes: [WebRoute]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    var document: OpenAPIJSON {
        get throws {
            [
                "openapi": "3.1.0",
                "info": [
                    "title": "f1web JSON API", "version": .string(F1KitVersion.current),
                    "description": .string(
                        "F1Kit's reports as JSON: under /api/v1/ each of f1web's pages answers its own report, byte for byte "
                            + "what `f1report --format json` prints, with the schemas of docs/json-schema (docs/json-and-csv.md). "
                            + "A failure is `{\"error\": {\"message\": ..., \"status\": ...}}`. See docs/f1web.md."),
                ],
                "servers": [["url": "/", "description": "The f1web that serves this document."]],
                "tags": .array(WebRoute.Tag.allCases.map { ["name": .string($0.rawValue), "description": .string($0.description)] }),
                "paths": try paths(),
                "components": [
                    "schemas": .object(try componentSchemas().merging(["error": Self.errorSchema]) { first, _ in first }),
                    "parameters": .object(try parameters()),
                    "headers": Self.headers,
                    "responses": Self.responses,
                ],
            ]
        }
    }

    // MARK: - Paths

    private func paths() throws -> OpenAPIJSON {
        let kinds = Set(schemas.map(\.kind))
        var paths: [String: OpenAPIJSON] = [:]
        for route in routes {
            guard let operation = route.operation else { continue }
            guard let parameters = route.parameters else {
                throw Failure(description: "\(route.template): the API route does not say what each of its values is (an {id} needs pathID)")
            }
            guard !operation.reports.isEmpty else { throw Failure(description: "\(route.template): the API route names no report") }
            if let unknown = operation.reports.first(where: { !kinds.contains($0) }) {
                throw Failure(description: "\(route.template): no export has the kind \(unknown)")
            }
            let path = "/api/v1" + (route.template == "/" ? "" : route.template)
            paths[path] = ["get": Self.operation(operation, parameters: parameters)]
        }
        return .object(paths)
    }

    private static func operation(_ operation: WebRoute.Operation, parameters: [WebRoute.Parameter]) -> OpenAPIJSON {
        var responses: [String: OpenAPIJSON] = [
            "200": [
                "description": "The report, as `f1report --format json` prints it.",
                "headers": ["ETag": reference("headers/ETag"), "Cache-Control": reference("headers/Cache-Control")],
                "content": ["application/json": ["schema": schema(of: operation.reports)]],
            ],
            "304": reference("responses/NotModified"),
            "404": reference("responses/NotFound"),
            "500": reference("responses/InternalServerError"),
            "503": reference("responses/ServiceUnavailable"),
        ]
        // Only a query value can be refused: a path that is not an address is a 404.
        if parameters.contains(where: { $0.location == .query }) { responses["400"] = reference("responses/BadRequest") }
        return [
            "operationId": .string(operation.id),
            "summary": .string(operation.summary),
            "description": .string(operation.description),
            "tags": [.string(operation.tag.rawValue)],
            "parameters": .array((parameters.map(\.component) + ["If-None-Match"]).map { reference("parameters/\($0)") }),
            "responses": .object(responses),
        ]
    }

    /// One report's schema, or one of several told apart by their `report` property (a const in each).
    private static func schema(of reports: [String]) -> OpenAPIJSON {
        guard reports.count > 1 else { return reference("schemas/\(reports[0])") }
        return [
            "oneOf": .array(reports.map { reference("schemas/\($0)") }),
            "discriminator": [
                "propertyName": "report",
                "mapping": .object(Dictionary(uniqueKeysWithValues: reports.map { ($0, .string("#/components/schemas/\($0)")) })),
            ],
        ]
    }

    private static func reference(_ path: String) -> OpenAPIJSON { ["$ref": .string("#/components/\(path)")] }

    // MARK: - Parameters

    /// Every value an API address carries, by component name, and the ETag a client sends back.
    private func parameters() throws -> [String: OpenAPIJSON] {
        var components: [String: OpenAPIJSON] = [
            "If-None-Match": [
                "name": "If-None-Match", "in": "header", "required": false,
                "description": "An ETag of an earlier answer: when the body is the same, the answer is 304 without it.",
                "schema": ["type": "string"],
            ]
        ]
        for parameter in routes.compactMap(\.parameters).joined() {
            let json = Self.parameter(parameter)
            if let other = components[parameter.component], other != json {
                throw Failure(description: "the parameter \(parameter.component) is declared twice, differently")
            }
            components[parameter.component] = json
        }
        return components
    }

    private static func parameter(_ parameter: WebRoute.Parameter) -> OpenAPIJSON {
        var json: [String: OpenAPIJSON] = [
            "name": .string(parameter.name), "in": .string(parameter.location.rawValue), "required": .boolean(parameter.location == .path),
            "description": .string(parameter.description), "schema": schema(of: parameter.values),
        ]
        switch parameter.example {
        case .integer(let value)?: json["example"] = .integer(value)
        case .text(let value)?: json["example"] = .string(value)
        case nil: break
        }
        return .object(json)
    }

    private static func schema(of values: WebRoute.Parameter.Values) -> OpenAPIJSON {
        switch values {
        case .integers(let range): return ["type": "integer", "minimum": .integer(range.lowerBound), "maximum": .integer(range.upperBound)]
        case .words(let words, let fallback):
            var schema: [String: OpenAPIJSON] = ["type": "string", "enum": .array(words.map(OpenAPIJSON.string))]
            if let fallback { schema["default"] = .string(fallback) }
            return .object(schema)
        case .text(let maxLength, let pattern):
            var schema: [String: OpenAPIJSON] = ["type": "string"]
            if let maxLength { schema["maxLength"] = .integer(maxLength) }
            if let pattern { schema["pattern"] = .string(pattern) }
            return .object(schema)
        case .either(let choices): return ["oneOf": .array(choices.map(schema))]
        }
    }

    // MARK: - Report schemas

    /// Every report schema and its $defs, keyed by component name.
    func componentSchemas() throws -> [String: OpenAPIJSON] {
        var components: [String: OpenAPIJSON] = [:]
        for (kind, text) in schemas {
            let file = "docs/json-schema/\(kind).schema.json"
            guard var root = try OpenAPIJSON(parsing: text).members else { throw Failure(description: "\(file) is not an object") }
            let identifier = root.removeValue(forKey: "$id")
            root["$schema"] = nil
            let definitions = root.removeValue(forKey: "$defs")?.members ?? [:]
            if case .string(let identifier)? = identifier {
                root["$comment"] = .string("From \(file) (\(identifier)).")
            } else {
                root["$comment"] = .string("From \(file).")
            }
            let entries = [(kind, OpenAPIJSON.object(root))] + definitions.map { ("\(kind).\($0.key)", $0.value) }
            for (name, schema) in entries {
                guard !name.isEmpty, name.allSatisfy(Self.componentCharacters.contains) else {
                    throw Failure(description: "\(file): \(name) is not a valid component name")
                }
                guard components[name] == nil else { throw Failure(description: "\(file): the component \(name) is defined twice") }
                components[name] = try Self.embedded(schema, kind: kind, file: file)
            }
        }
        return components
    }

    /// What OpenAPI allows in a component's name.
    private static let componentCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")

    /// The schema with each "#/$defs/DEF..." pointing at components/schemas/KIND.DEF instead.
    static func embedded(_ node: OpenAPIJSON, kind: String, file: String) throws -> OpenAPIJSON {
        switch node {
        case .array(let items): return .array(try items.map { try embedded($0, kind: kind, file: file) })
        case .object(let members):
            var result: [String: OpenAPIJSON] = [:]
            for (key, value) in members {
                if ["$id", "$anchor", "$dynamicAnchor", "$dynamicRef", "$defs"].contains(key) {
                    throw Failure(description: "\(file): \(key) below the root is not supported; put it in the root's $defs")
                }
                if key == "$ref", case .string(let target) = value {
                    let definition = target.hasPrefix("#/$defs/") ? target.dropFirst("#/$defs/".count) : ""
                    guard let name = definition.split(separator: "/", omittingEmptySubsequences: false).first, !name.isEmpty else {
                        throw Failure(description: "\(file): cannot embed the reference \(target) (only #/$defs/NAME...)")
                    }
                    result[key] = .string("#/components/schemas/\(kind).\(definition)")
                } else {
                    result[key] = try embedded(value, kind: kind, file: file)
                }
            }
            return .object(result)
        default: return node
        }
    }

    // MARK: - The API's own parts

    private static let errorSchema: OpenAPIJSON = [
        "type": "object", "description": "The API's one shape of a failure.", "additionalProperties": false, "required": ["error"],
        "properties": [
            "error": [
                "type": "object", "additionalProperties": false, "required": ["message", "status"],
                "properties": [
                    "message": ["type": "string", "description": "What went wrong, in a sentence or two."],
                    "status": ["type": "integer", "description": "The HTTP status, as in the response."],
                ],
            ]
        ],
    ]

    private static let headers: OpenAPIJSON = [
        "ETag": ["description": "A hash of the body, for If-None-Match.", "schema": ["type": "string"]],
        "Cache-Control": [
            "description": .string(
                "A past season's answers `public, max-age=31536000, immutable`; the current season's and those of "
                    + "every season `no-cache` (revalidate with the ETag); failures `no-store`."),
            "schema": ["type": "string"],
        ],
        "Retry-After": ["description": "Seconds after which the request is worth trying again.", "schema": ["type": "integer", "minimum": 1]],
    ]

    private static let responses: OpenAPIJSON = [
        "NotModified": [
            "description": "The body has the ETag of If-None-Match: not sent again.",
            "headers": ["ETag": reference("headers/ETag"), "Cache-Control": reference("headers/Cache-Control")],
        ],
        "BadRequest": failure("A query value the address does not take (a kind, round, under or segment of the wrong form)."),
        "NotFound": failure("No such season, round, session, driver, team or rules in the source, or nothing to show."),
        "InternalServerError": failure("The report could not be written (a number JSON cannot hold) or an unexpected failure."),
        "ServiceUnavailable": failure("The source cannot answer now (offline, rate limited or cancelled).", retryAfter: true),
    ]

    private static func failure(_ description: String, retryAfter: Bool = false) -> OpenAPIJSON {
        var headers: [String: OpenAPIJSON] = ["Cache-Control": reference("headers/Cache-Control")]
        if retryAfter { headers["Retry-After"] = reference("headers/Retry-After") }
        return [
            "description": .string(description), "headers": .object(headers),
            "content": ["application/json": ["schema": reference("schemas/error")]],
        ]
    }
}
