#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DecodingContext {
    /// `YYYY-MM-DD` (midnight UTC) or an ISO 8601 date-time with `Z` or an offset.
    func date(at index: Int) throws(YAMLError) -> Date {
        let expected = "a date like 2024-03-02 or 2024-03-02T15:00:00Z"
        guard resolved(index).kind == .scalar, !isNull(index) else { throw mismatch(expected: expected, at: index) }
        let parsed = DateSyntax.secondsSince1970(text(of: resolve(index)))
        guard let parsed else { throw mismatch(expected: expected, at: index) }
        return Date(timeIntervalSince1970: parsed)
    }

    /// An absolute or relative URL; text with characters a URL cannot hold is an error.
    func url(at index: Int) throws(YAMLError) -> URL {
        let string = try string(at: index)
        guard let url = URL(string: string, encodingInvalidCharacters: false) else {
            throw mismatch(expected: "a URL", at: index)
        }
        return url
    }

    func decimal(at index: Int) throws(YAMLError) -> Decimal {
        let string = try string(at: index)
        let valid = ScalarSyntax.isDecimalNumber(text(of: resolve(index)))
        guard valid, let value = Decimal(string: string) else { throw mismatch(expected: "a number", at: index) }
        return value
    }

    /// Base64, ignoring line breaks and spaces so block scalars can wrap it.
    func data(at index: Int) throws(YAMLError) -> Data {
        let base64 = try string(at: index).filter { !$0.isWhitespace }
        guard let data = Data(base64Encoded: base64) else {
            throw mismatch(expected: "base64-encoded data", at: index)
        }
        return data
    }
}
