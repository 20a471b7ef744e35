import F1Schema

/// Emits a typed loader for a fixture file, with the file's text embedded in the binary.
struct FixtureEmitter {
    let fixture: SourceFile
    let dataset: EntityDeclaration

    func emit(into writer: inout SourceWriter) {
        let loader = SwiftNames.lowerCamel(dataset.name)
        let textName = loader + "Text"
        writer.block("extension Fixtures") { body in
            body.docComment(dataset.description)
            body.docComment("")
            body.docComment("Decodes `\(fixture.displayPath)`, which the build has already checked against its schema.")
            body.block("public static func \(loader)() throws -> \(dataset.swiftName)") { function in
                function.line("try YAMLDecoder().decode(\(dataset.swiftName).self, from: \(textName), path: \(SwiftSyntax.stringLiteral(fixture.displayPath)))")
            }
            body.line()
            body.docComment("The text of `\(fixture.displayPath)`, embedded so the binary needs no files at run time.")
            body.line("static let \(textName) = \(Self.rawStringLiteral(fixture.text))")
        }
    }

    /// A literal holding `text` exactly: a raw multi-line literal with enough `#` that nothing
    /// inside can close it or start an escape or interpolation (`"""#`, `\#(`), or, when the text
    /// holds characters a source file cannot carry as they are (a carriage return would become a
    /// line feed, other controls are rejected), a one-line literal with escapes.
    static func rawStringLiteral(_ text: String) -> String {
        if text.unicodeScalars.contains(where: { Echo.needsEscape($0) && $0 != "\n" && $0 != "\t" }) {
            return SwiftSyntax.stringLiteral(text)
        }
        var longestRun = 0
        var run = -1
        // Scalars, not characters: the lexer sees `"#` even when a combining mark follows the `#`.
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" {
                run = 0
            } else if scalar == "#", run >= 0 {
                run += 1
                longestRun = max(longestRun, run)
            } else {
                run = -1
            }
        }
        let hashes = String(repeating: "#", count: longestRun + 1)
        let body = text.hasSuffix("\n") ? text : text + "\n"
        // The closing delimiter sits at column 0, so no indentation is stripped from the text.
        return "\(hashes)\"\"\"\n\(body)\"\"\"\(hashes)"
    }
}
