import CLibYAML

/// Owns a libyaml parser over borrowed bytes and yields its events one at a time.
///
/// The bytes must outlive the reader; `EventReader.withReader` guarantees that.
struct EventReader: ~Copyable {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The current event, valid until the next call to `next()`.
    let event: UnsafeMutablePointer<yaml_event_t>
    private var holdsEvent = false
    private let input: UnsafeBufferPointer<UInt8>
    let path: String

    private init(input: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, path: String) throws(YAMLError) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw YAMLError(path: path, mark: .start, message: "out of memory")
        }
        self.parser = parser
        self.event = .allocate(capacity: 1)
        self.input = input
        self.path = path
        yaml_parser_set_input_string(parser, base, input.count)
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    /// Runs `body` with a reader over `bytes`, keeping them alive throughout.
    static func withReader<R>(
        bytes: [UInt8], path: String, _ body: (inout EventReader) throws(YAMLError) -> R
    ) throws(YAMLError) -> R {
        // libyaml asserts on a null input pointer, which an empty array may have.
        let storage = bytes.isEmpty ? [0] : bytes
        let result: Result<R, YAMLError> = storage.withUnsafeBufferPointer { buffer in
            do throws(YAMLError) {
                guard let base = buffer.baseAddress else {
                    throw YAMLError(path: path, mark: .start, message: "out of memory")
                }
                let input = UnsafeBufferPointer(start: base, count: bytes.count)
                var reader = try EventReader(input: input, base: base, path: path)
                return .success(try body(&reader))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses the next event, releasing the previous one.
    mutating func next() throws(YAMLError) -> yaml_event_type_t {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, event) == 1 else {
            throw YAMLError(failedParser: parser.pointee, input: input, path: path)
        }
        holdsEvent = true
        return event.pointee.type
    }

    /// The 1-based start mark of the current event.
    var mark: YAMLMark {
        let start = event.pointee.start_mark
        return YAMLMark(line: start.line + 1, column: start.column + 1)
    }
}
