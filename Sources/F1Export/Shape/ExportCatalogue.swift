import F1UI

/// Every report's machine shape, for the files made from them: docs/json-schema's schemas and
/// CSV headers, which `scripts/generate-openapi` embeds in docs/openapi.json.
package enum ExportCatalogue {
    /// Each report's kind and its JSON Schema's text, in the order of their kinds.
    package static var schemas: [(kind: String, text: String)] {
        documents.map { ($0.kind, schema($0)) }.sorted { $0.kind < $1.kind }
    }

    /// docs/json-schema/csv-columns.txt: each report's CSV header, one line a kind.
    package static var csvColumnsText: String {
        let lines = documents.compactMap { document in
            (document as? any CSVExportable.Type).map { "\($0.kind): " + $0.csvColumns.joined(separator: ",") }
        }
        return """
            # The CSV header of each report kind, as `--format csv` writes it (snake_case, one header row).
            # Generated from the export types' shapes (Tests/F1ExportTests/MachineShapeFileTests); do not edit.
            # The overview has no CSV form. Checked by scripts/check-json-output and Tests/f1reportTests/OutputFormatTests.

            """ + lines.joined(separator: "\n") + "\n"
    }

    private static func schema<Document: ShapedDocument>(_ document: Document.Type) -> String { JSONSchemaText.schema(for: document) }

    /// Every report's export, from the screens that write them, and the live board's and its events' (a feed, not a screen).
    static var documents: [any ShapedDocument.Type] {
        let feeds: [any ExportDocument.Type] = [LiveRaceExport.self, LiveRaceEventExport.self]
        let written = ReportScreens.screenTypes.compactMap { $0 as? any ExportingScreen.Type }.flatMap { $0.exportTypes } + feeds
        return written.compactMap { $0 as? any ShapedDocument.Type }
    }
}
