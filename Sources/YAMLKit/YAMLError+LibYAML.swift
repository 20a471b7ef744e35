import CLibYAML

extension YAMLError {
    /// The error a failed libyaml parser reports, at its problem mark.
    init(failedParser parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>, path: String) {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            self.init(path: path, mark: .start, message: "out of memory")
        case YAML_READER_ERROR:
            let value = parser.problem_value
            let hex = String(value, radix: 16, uppercase: true)
            let shown = value >= 0 ? " (#x\(String(repeating: "0", count: max(0, 2 - hex.count)) + hex))" : ""
            let mark = Self.mark(atByteOffset: parser.problem_offset, in: input)
            self.init(path: path, mark: mark, message: problem + shown)
        default:
            let problemMark = YAMLMark(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
            if let tab = Self.indentationTab(onLine: problemMark.line, in: input) {
                self.init(path: path, mark: tab, message: "tab characters are not allowed in indentation; use spaces")
                return
            }
            var message = problem
            if let context = parser.context {
                let at = parser.context_mark
                message += " (\(String(cString: context)) at line \(at.line + 1), column \(at.column + 1))"
            }
            self.init(path: path, mark: problemMark, message: message)
        }
    }

    /// The position of the first tab in the leading whitespace of a line, if there is one.
    static func indentationTab(onLine line: Int, in input: UnsafeBufferPointer<UInt8>) -> YAMLMark? {
        // Marks count characters of the decoded stream; only UTF-8 input maps them back to bytes simply.
        if input.count >= 2, (input[0] == 0xFE && input[1] == 0xFF) || (input[0] == 0xFF && input[1] == 0xFE) {
            return nil
        }
        var currentLine = 1
        var i = 0
        while currentLine < line, i < input.count {
            if input[i] == UInt8(ascii: "\n") { currentLine += 1 }
            i += 1
        }
        guard currentLine == line else { return nil }
        var column = 1
        while i < input.count, input[i] == UInt8(ascii: " ") || input[i] == UInt8(ascii: "\t") {
            if input[i] == UInt8(ascii: "\t") { return YAMLMark(line: line, column: column) }
            column += 1
            i += 1
        }
        return nil
    }

    /// The line and column (in characters) of a byte offset into UTF-8 input.
    static func mark(atByteOffset offset: Int, in input: UnsafeBufferPointer<UInt8>) -> YAMLMark {
        var mark = YAMLMark.start
        var i = 0
        while i < min(offset, input.count) {
            let byte = input[i]
            if byte == UInt8(ascii: "\n") {
                mark.line += 1
                mark.column = 1
            } else if byte & 0xC0 != 0x80 {
                mark.column += 1
            }
            i += 1
        }
        return mark
    }
}
