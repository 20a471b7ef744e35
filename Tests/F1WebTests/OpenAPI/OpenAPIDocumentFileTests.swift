import F1Export
import F1HTML
import Foundation
import Testing

/// docs/openapi.json is written from the routes' declarations and the export types' shapes: a
/// route, a report's shape or a parameter's rule changed without the file fails here. Write it
/// again with `scripts/generate-openapi` (this suite with F1KIT_RECORD_GOLDEN=1), then build, so
/// f1web carries the new bytes.
@Suite struct OpenAPIDocumentFileTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "docs/openapi.json")
    static let isRecording = ProcessInfo.processInfo.environment["F1KIT_RECORD_GOLDEN"] == "1"

    static func writer() -> OpenAPIDocumentWriter {
        OpenAPIDocumentWriter(schemas: ExportCatalogue.schemas, routes: WebRoute.reports)
    }

    @Test func theFileIsTheDeclarations() throws {
        let text = try Self.writer().document.text
        if Self.isRecording {
            try Data(text.utf8).write(to: Self.file)
            return
        }
        let committed = try String(contentsOf: Self.file, encoding: .utf8)
        let isCurrent = committed == text
        // The first line that differs, not two texts of thousands of lines.
        let lines = zip(
            committed.split(separator: "\n", omittingEmptySubsequences: false), text.split(separator: "\n", omittingEmptySubsequences: false))
        let first =
            lines.enumerated().first { $0.element.0 != $0.element.1 }.map { "first at line \($0.offset + 1), which they write as: \($0.element.1)" }
            ?? "its length"
        #expect(isCurrent, "docs/openapi.json differs from the routes and the shapes (\(first)): run scripts/generate-openapi")
    }

    /// Every API address is a path of the document, answering the reports its route names.
    @Test func everyAPIRouteIsAnOperation() throws {
        let paths = try #require(try Self.writer().document.members?["paths"]?.members)
        #expect(Set(paths.keys) == Set(WebAddress.apiTemplates))
        for route in WebRoute.reports {
            guard let operation = route.operation else { continue }
            let get = paths["/api/v1" + (route.template == "/" ? "" : route.template)]?.members?["get"]?.members
            #expect(get?["operationId"] == .string(operation.id), "\(route.template)")
            let body = get?["responses"]?.members?["200"]?.members?["content"]?.members?["application/json"]?.members?["schema"]
            let references = operation.reports.map { OpenAPIJSON.object(["$ref": .string("#/components/schemas/\($0)")]) }
            #expect(references.count == 1 ? body == references[0] : body?.members?["oneOf"] == .array(references), "\(route.template)")
        }
    }

    @Test func operationIDsAreUnique() {
        let ids = WebRoute.reports.compactMap(\.operation?.id)
        #expect(Set(ids).count == ids.count)
    }

    /// A page's only route has no operation, and each API route says what every value of its path is.
    @Test func everyAPIRouteDescribesItsValues() {
        for route in WebRoute.reports {
            guard let parameters = route.parameters else {
                #expect(route.operation == nil, "\(route.template)")
                continue
            }
            let placeholders = route.template.split(separator: "/").filter { $0.hasPrefix("{") }.map(String.init)
            #expect(parameters.filter { $0.location == .path }.map { "{\($0.name)}" } == placeholders, "\(route.template)")
            #expect(parameters.filter { $0.location == .query }.map(\.name) == route.query.map(\.rawValue), "\(route.template)")
        }
    }

    /// A route naming a report no export writes is refused, not written as a dangling reference.
    @Test func anUnknownReportKindIsRefused() throws {
        let writer = OpenAPIDocumentWriter(schemas: ExportCatalogue.schemas.filter { $0.kind != "grid" }, routes: WebRoute.reports)
        #expect(throws: OpenAPIDocumentWriter.Failure.self) { try writer.document }
    }

    /// A schema's own references point into the document's components, under the report's kind.
    @Test func aSchemasReferencesPointAtItsComponents() throws {
        let schema =
            ##"{"$id": "urn:x", "$schema": "s", "type": "object", "properties": {"a": {"$ref": "#/$defs/Line/properties/b"}},"##
            + ##" "$defs": {"Line": {"type": "object", "properties": {"b": {"items": {"$ref": "#/$defs/Line"}}}}}}"##
        let components = try OpenAPIDocumentWriter(schemas: [("x", schema)], routes: []).componentSchemas()
        #expect(Set(components.keys) == ["x", "x.Line"])
        #expect(components["x"]?.members?["$comment"] == "From docs/json-schema/x.schema.json (urn:x).")
        #expect(components["x"]?.members?["$schema"] == nil && components["x"]?.members?["$defs"] == nil)
        #expect(components["x"]?.members?["properties"] == ["a": ["$ref": "#/components/schemas/x.Line/properties/b"]])
        #expect(components["x.Line"]?.members?["properties"] == ["b": ["items": ["$ref": "#/components/schemas/x.Line"]]])
        let outside = #"{"type": "object", "properties": {"a": {"$ref": "https://example.com/s.json"}}}"#
        #expect(throws: OpenAPIDocumentWriter.Failure.self) {
            try OpenAPIDocumentWriter(schemas: [("x", outside)], routes: []).componentSchemas()
        }
    }

    /// The printer's form: keys by code point, two spaces, integers as written, the escapes JSON needs.
    @Test func theTextIsSortedAndEscaped() {
        let json: OpenAPIJSON = ["b": [1, true, .null], "B": "tab\there \"q\" é\u{1}", "a": [:], "c": []]
        #expect(
            json.text
                == "{\n  \"B\": \"tab\\there \\\"q\\\" é\\u0001\",\n  \"a\": {},\n  \"b\": [\n    1,\n    true,\n    null\n  ],\n  \"c\": []\n}\n")
    }
}
