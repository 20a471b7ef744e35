import F1Schema
import Foundation
import YAMLKit

/// Reads the generator's inputs as UTF-8 text; a file that is not gets one sentence saying why.
enum SourceReading {
    /// The text of the file at `path`, or the diagnostic for why it has none. `kind` names what
    /// the file should be in the message: "schemas", "fixtures".
    static func read(_ path: String, kind: String) -> Result<String, Diagnostic> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(problem(path, "cannot read the file: no such file"))
        }
        if isDirectory.boolValue {
            return .failure(problem(path, "cannot read the file: it is a directory"))
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(problem(path, "cannot read the file: \(FileProblem.reason(error))"))
        }
        return decode(Array(data), path: path, kind: kind)
    }

    /// UTF-8 text from `bytes`, a leading byte order mark dropped; anything else is named.
    static func decode(_ bytes: [UInt8], path: String, kind: String) -> Result<String, Diagnostic> {
        if let encoding = foreignEncoding(bytes) {
            return .failure(problem(path, "the file is \(encoding) text; \(kind) must be UTF-8"))
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        var text = String(decoding: body, as: UTF8.self)
        // Decoding repairs bad bytes; text that kept every byte, none of them NUL, is fine as it is.
        if !containsNUL(body), sameBytes(&text, body) { return .success(text) }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = body.makeIterator()
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0 {
                    return .failure(problem(path, "the file holds a NUL byte, so it is not text; \(kind) must be UTF-8 text", line, column))
                }
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                return .failure(problem(path, "the file is not valid UTF-8 here; \(kind) must be UTF-8 text", line, column))
            case .emptyInput:
                return .success(String(decoding: body, as: UTF8.self))
            }
        }
    }

    private static func sameBytes(_ text: inout String, _ bytes: ArraySlice<UInt8>) -> Bool {
        text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { buffer in
                guard utf8.count == buffer.count, let left = utf8.baseAddress, let right = buffer.baseAddress else {
                    return utf8.count == buffer.count
                }
                return memcmp(left, right, buffer.count) == 0
            }
        }
    }

    private static func containsNUL(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0, buffer.count) != nil
        }
    }

    /// "UTF-16" or "UTF-32" when the bytes start with that encoding's byte order mark, or with
    /// the zero bytes its first ASCII character would have (the YAML specification's test).
    static func foreignEncoding(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0xFF, 0xFE, 0x00, 0x00): return "UTF-32"
        case (0x00, 0x00, 0x00, let x) where x != 0 && bytes.count >= 4: return "UTF-32"
        case (let x, 0x00, 0x00, 0x00) where x != 0 && bytes.count >= 4: return "UTF-32"
        case (0xFE, 0xFF, _, _), (0xFF, 0xFE, _, _): return "UTF-16"
        case (0x00, let x, _, _) where x != 0 && bytes.count >= 2: return "UTF-16"
        case (let x, 0x00, _, _) where x != 0 && bytes.count >= 2: return "UTF-16"
        default: return nil
        }
    }

    private static func problem(_ path: String, _ message: String, _ line: Int = 1, _ column: Int = 1) -> Diagnostic {
        Diagnostic(path: path, mark: YAMLMark(line: line, column: column), message: message)
    }
}

/// The reason a file operation failed, as a short phrase: "permission denied", not "error 513".
enum FileProblem {
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posixReason(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return posixReason(Int32(nsError.code)) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "the volume is read-only"
        case .fileReadTooLarge: return "the file is too large"
        case .fileWriteFileExists: return "a file of that name is in the way"
        default:
            // "The operation could not be completed" says nothing; the underlying error may.
            let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
            return Echo.visible(underlying?.localizedDescription ?? nsError.localizedDescription)
        }
    }

    /// `strerror`'s text, lowercased at the start to sit inside a sentence.
    static func posixReason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
