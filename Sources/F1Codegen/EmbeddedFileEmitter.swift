import F1Schema
import YAMLKit

/// A data file carried inside the program as a Swift string, so an executable serves it without a
/// resource bundle beside it: `OpenAPIDocument.json` becomes `package enum OpenAPIDocument` with
/// `static let json`, the file's text exactly.
package enum EmbeddedFileEmitter {
    /// The Swift source for the file at `path` (its name before the first dot names the enum, so it
    /// must be a type name) holding `text`, or the one-sentence reason it cannot be embedded.
    package static func source(path: String, displayPath: String, text: String) -> Result<String, Diagnostic> {
        let fileName = String(displayPath.split(separator: "/").last ?? "")
        let name = String(fileName.prefix { $0 != "." })
        guard SwiftNames.isValidIdentifier(name), name.first?.isUppercase == true else {
            return .failure(
                Diagnostic(
                    path: path, mark: YAMLMark(line: 1, column: 1),
                    message: "an embedded file's name must start with a type name, as in OpenAPIDocument.json; found \(Echo.quoted(fileName))"))
        }
        return .success(
            CodeGenerator.headerLine(for: displayPath) + "\n"
                + "/// The text of \(Echo.visible(displayPath)), byte for byte.\n"
                + "package enum \(name) {\n"
                + "    package static let json = \(literal(text))\n"
                + "}\n")
    }

    /// `text` as one Swift string literal, every character that could end or bend it escaped.
    package static func literal(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator || scalar.properties.isBidiControl:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
