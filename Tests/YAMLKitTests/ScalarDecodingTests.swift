import Testing
import YAMLKit

/// Scalars are read as the type asked for, with YAML 1.2 core rules and no 1.1 guessing.
@Suite struct ScalarDecodingTests {
    @Test(arguments: [
        "NO", "no", "yes", "Yes", "on", "off", "y", "012", "0o17", "15:00", "1e3", "1_000", "0x1F",
        "2024-03-02", ".inf", "true", "+1", "-0",
    ])
    func plainScalarsStayStringsWhenAStringIsAskedFor(_ text: String) throws {
        #expect(try decode(String.self, text) == text)
    }

    @Test(arguments: [
        ("'null'", "null"), ("\"~\"", "~"), ("''", ""), ("'NO'", "NO"), ("\"012\"", "012"), ("! null", "null"),
        ("!!str ~", "~"), ("'it''s'", "it's"), ("\"tab\\there\"", "tab\there"), ("\"\\u00e9\"", "é"),
    ])
    func quotedAndTaggedScalarsAreStrings(_ yaml: String, _ expected: String) throws {
        #expect(try decode(String.self, yaml) == expected)
    }

    @Test(arguments: [
        ("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false),
        ("FALSE", false), ("'true'", true),
    ])
    func boolAcceptsOnlyTheCoreForms(_ yaml: String, _ expected: Bool) throws {
        #expect(try decode(Bool.self, yaml) == expected)
    }

    @Test(arguments: ["NO", "yes", "on", "y", "1", "tRUE"])
    func boolRejectsYAML11Forms(_ yaml: String) {
        ErrorCase(yaml, 1, 1, "expected true or false, found '\(yaml)'").check(decodeError(Bool.self, yaml))
    }

    @Test(arguments: [
        ("012", 12), ("0", 0), ("-17", -17), ("+42", 42), ("0x1F", 31), ("0xff", 255), ("0o17", 15),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
    ])
    func integerForms(_ yaml: String, _ expected: Int) throws {
        #expect(try decode(Int.self, yaml) == expected)
    }

    @Test(arguments: ["abc", "1.5", "1e3", "0x", "0o8", "-0x1", "1_000", "15:00", "0b101", " 1", "--1", "+"])
    func integerRejectsOtherText(_ text: String) {
        let yaml = "'\(text)'"
        ErrorCase(yaml, 1, 1, "expected an integer, found '\(text)'").check(decodeError(Int.self, yaml))
    }

    @Test func integerRangesFollowTheRequestedType() throws {
        #expect(try decode(UInt8.self, "255") == 255)
        #expect(try decode(Int8.self, "-128") == -128)
        #expect(try decode(Int16.self, "0x7fff") == Int16.max)
        #expect(try decode(UInt64.self, "18446744073709551615") == UInt64.max)
        #expect(try decode(Int64.self, "-9223372036854775808") == Int64.min)
        #expect(try decode(UInt32.self, "-0") == 0)
    }

    @Test(arguments: [
        ("99999999999999999999", "Int"), ("256", "UInt8"), ("-129", "Int8"), ("-1", "UInt"),
        ("32768", "Int16"), ("4294967296", "UInt32"), ("9223372036854775808", "Int64"),
    ])
    func integersOutOfRangeAreErrors(_ yaml: String, _ typeName: String) {
        let expected = ErrorCase(yaml, 1, 1, "integer '\(yaml)' is out of range for \(typeName)")
        switch typeName {
        case "Int": expected.check(decodeError(Int.self, yaml))
        case "UInt8": expected.check(decodeError(UInt8.self, yaml))
        case "Int8": expected.check(decodeError(Int8.self, yaml))
        case "UInt": expected.check(decodeError(UInt.self, yaml))
        case "Int16": expected.check(decodeError(Int16.self, yaml))
        case "UInt32": expected.check(decodeError(UInt32.self, yaml))
        default: expected.check(decodeError(Int64.self, yaml))
        }
    }

    @Test(arguments: [
        ("1.5", 1.5), ("-2.25", -2.25), (".5", 0.5), ("1.", 1), ("1e3", 1000), ("2.5E-3", 0.0025),
        ("+12", 12), ("7", 7), ("0x10", 16), ("0o10", 8), ("0.1", 0.1), ("123456789.123456789", 123456789.123456789),
        ("1e-400", 0), ("6.02214076e23", 6.02214076e23),
    ])
    func doubleForms(_ yaml: String, _ expected: Double) throws {
        #expect(try decode(Double.self, yaml) == expected)
    }

    @Test(arguments: [
        (".inf", Double.infinity), (".Inf", .infinity), ("+.INF", .infinity), ("-.inf", -.infinity),
        ("-.Inf", -.infinity),
    ])
    func infinities(_ yaml: String, _ expected: Double) throws {
        #expect(try decode(Double.self, yaml) == expected)
    }

    @Test(arguments: [".nan", ".NaN", ".NAN"])
    func notANumber(_ yaml: String) throws {
        #expect(try decode(Double.self, yaml).isNaN)
    }

    @Test(arguments: ["x", "1.2.3", "1e", "e3", ".", "-.nan", "inf", "nan", "1,5", "1 000", "'.infinity'"])
    func doubleRejectsOtherText(_ yaml: String) {
        let shown = yaml.hasPrefix("'") ? String(yaml.dropFirst().dropLast()) : yaml
        ErrorCase(yaml, 1, 1, "expected a number, found '\(shown)'").check(decodeError(Double.self, yaml))
    }

    @Test func floatIsDecodedThroughDouble() throws {
        #expect(try decode(Float.self, "0.5") == 0.5)
    }

    @Test(arguments: ["", "~", "null", "Null", "NULL", "!!null ~"])
    func coreNullFormsDecodeAsNil(_ yaml: String) throws {
        #expect(try decode(Int?.self, yaml) == nil)
        #expect(try decode(String?.self, yaml) == nil)
    }

    @Test(arguments: [
        ("'null'", "null"), ("\"\"", ""), ("nil", "nil"), ("NuLL", "NuLL"), ("! ~", "~"), ("|\n  null\n", "null\n"),
    ])
    func onlyPlainUntaggedNullFormsAreNull(_ yaml: String, _ expected: String) throws {
        #expect(try decode(String?.self, yaml) == expected)
    }

    @Test func nullWhereAValueIsRequiredNamesWhatWasExpected() {
        ErrorCase("~", 1, 1, "expected an integer, found null").check(decodeError(Int.self, "~"))
        ErrorCase("null", 1, 1, "expected a string, found null").check(decodeError(String.self, "null"))
        ErrorCase("", 1, 1, "expected true or false, found null").check(decodeError(Bool.self, ""))
    }

    @Test func explicitCoreTagsMustMatchTheirText() throws {
        #expect(try decode(String.self, "!!int 0x1F") == "0x1F")
        #expect(try decode(Int.self, "!!int 12") == 12)
        ErrorCase("!!int abc", 1, 1, "expected an integer, found 'abc'").check(decodeError(Int.self, "!!int abc"))
        ErrorCase("!!int abc", 1, 1, "'abc' is not a valid !!int value").check(decodeError(String.self, "!!int abc"))
        ErrorCase("!!bool yes", 1, 1, "'yes' is not a valid !!bool value").check(decodeError(String.self, "!!bool yes"))
    }

    @Test func longScalarsAreTruncatedInMessages() {
        let long = String(repeating: "a", count: 45)
        let message = "expected an integer, found '\(String(repeating: "a", count: 40))…'"
        ErrorCase(long, 1, 1, message).check(decodeError(Int.self, long))
    }
}
