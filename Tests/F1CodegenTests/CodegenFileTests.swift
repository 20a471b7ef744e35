import Foundation
import Testing

/// The real `f1-codegen` with inputs that are not UTF-8 text and outputs that would collide or
/// that it did not write.
@Suite struct CodegenFileTests {
    static let team = "entities:\n  Team:\n    fields:\n      name: String\n"
    /// Uses the type the other schema declares, so a schema left out would cause follow-on errors.
    static let race = "entities:\n  Race:\n    fields:\n      winner: Team\n      second: Team?\n      third: Team?\n"

    struct Encoding: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: @Sendable (String) -> Data
        var expected: String
        var testDescription: String { name }
    }

    static let foreignEncodings: [Encoding] = [
        Encoding(
            name: "UTF-16 with a byte order mark", bytes: { Data([0xFF, 0xFE]) + $0.data(using: .utf16LittleEndian)! },
            expected: "1:1: error: the file is UTF-16 text; schemas must be UTF-8"),
        Encoding(
            name: "UTF-16 big-endian without one", bytes: { $0.data(using: .utf16BigEndian)! },
            expected: "1:1: error: the file is UTF-16 text; schemas must be UTF-8"),
        Encoding(
            name: "UTF-32 with a byte order mark", bytes: { Data([0xFF, 0xFE, 0, 0]) + $0.data(using: .utf32LittleEndian)! },
            expected: "1:1: error: the file is UTF-32 text; schemas must be UTF-8"),
        Encoding(
            name: "Latin-1", bytes: { Data($0.utf8) + Data("      città: String\n".data(using: .isoLatin1)!) },
            expected: "5:11: error: the file is not valid UTF-8 here; schemas must be UTF-8 text"),
        Encoding(
            name: "a NUL byte", bytes: { Data($0.utf8) + Data([0x20, 0x20, 0x00, 0x0A]) },
            expected: "5:3: error: the file holds a NUL byte, so it is not text; schemas must be UTF-8 text"),
        Encoding(
            name: "binary", bytes: { _ in Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) },
            expected: "1:1: error: the file is not valid UTF-8 here; schemas must be UTF-8 text"),
    ]

    @Test(arguments: foreignEncodings)
    func aSchemaThatIsNotUTF8IsOneSentenceWithoutFollowOnErrors(_ encoding: Encoding) async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        try runner.write(encoding.bytes(Self.team), to: "Schemas/Team.yaml")
        try runner.write(Self.race, to: "Schemas/Race.yaml")
        let outcome = try await runner.run(["Schemas/Race.yaml", "Schemas/Team.yaml"])
        CodegenBinaryTests.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(outcome.lines == ["\(runner.folder.path)/Schemas/Team.yaml:\(encoding.expected)"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.output.path).isEmpty)
    }

    @Test func aByteOrderMarkInUTF8IsAccepted() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        try runner.write(Data([0xEF, 0xBB, 0xBF]) + Data(Self.team.utf8), to: "Schemas/Team.yaml")
        let outcome = try await runner.run(["Schemas/Team.yaml"])
        CodegenBinaryTests.expectNoCrash(outcome)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        let generated = try String(contentsOfFile: runner.outputPath(for: "Schemas/Team.yaml"), encoding: .utf8)
        #expect(generated.contains("public struct Team: Hashable, Sendable"))
    }

    @Test func aFolderOrAMissingFileIsOneSentenceWithTheReason() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        try FileManager.default.createDirectory(at: runner.folder.appending(path: "Schemas/Folder.yaml"), withIntermediateDirectories: true)
        let outcome = try await runner.run(["Schemas/Folder.yaml", "Schemas/Missing.yaml"])
        CodegenBinaryTests.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(
            outcome.lines == [
                "\(runner.folder.path)/Schemas/Folder.yaml:1:1: error: cannot read the file: it is a directory",
                "\(runner.folder.path)/Schemas/Missing.yaml:1:1: error: cannot read the file: no such file",
            ])
    }

    @Test func twoInputsForOneOutputFailNamingBothAndWriteNothing() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        try runner.write(Self.team, to: "Schemas/A/B+C.yaml")
        try runner.write(Self.race, to: "Schemas/A+B/C.yaml")
        let outcome = try await runner.run(["Schemas/A/B+C.yaml", "Schemas/A+B/C.yaml"])
        CodegenBinaryTests.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(
            outcome.lines == [
                "\(runner.folder.path)/Schemas/A+B/C.yaml:1:1: error: 'Schemas/A/B+C.yaml' and 'Schemas/A+B/C.yaml' both generate 'Schemas+A+B+C.swift'; rename one of them"
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.output.path).isEmpty)
    }

    @Test func staleOutputRemovalDeletesOnlyFilesTheGeneratorWrote() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        try runner.write(Self.team, to: "Schemas/Team.yaml")
        let header = "// Generated by f1-codegen from Schemas/Gone.yaml. Do not edit.\n"
        let stale = try runner.write(header + "struct Gone {}\n", to: "out/Schemas+Gone.swift")
        let handWritten = try runner.write("// Mine.\nstruct Mine {}\n", to: "out/Mine.swift")
        let lookalike = try runner.write("struct Late {}\n" + header, to: "out/Late.swift")
        let elsewhere = try runner.write(header, to: "elsewhere/Target.swift")
        let link = runner.output.appending(path: "Link.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        let folder = runner.output.appending(path: "Folder.swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outcome = try await runner.run(["Schemas/Team.yaml"])
        CodegenBinaryTests.expectNoCrash(outcome)
        #expect(outcome.status == 0)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(try String(contentsOf: handWritten, encoding: .utf8) == "// Mine.\nstruct Mine {}\n")
        #expect(try String(contentsOf: lookalike, encoding: .utf8) == "struct Late {}\n" + header)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == elsewhere.path)
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == header)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(FileManager.default.fileExists(atPath: runner.outputPath(for: "Schemas/Team.yaml")))
    }

    @Test func anOutputThatCannotBeWrittenIsOneSentenceWithTheReason() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        try runner.write(Self.team, to: "Schemas/Team.yaml")
        try runner.write(Self.race, to: "Schemas/Race.yaml")
        try FileManager.default.createDirectory(atPath: runner.outputPath(for: "Schemas/Team.yaml"), withIntermediateDirectories: true)
        try runner.write("not a folder\n", to: "blocked")
        let blocked = runner.folder.appending(path: "blocked/inner/Race.swift").path
        let outcome = try await runner.run(["Schemas/Team.yaml"], pairs: [("Schemas/Race.yaml", blocked)])
        CodegenBinaryTests.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(
            outcome.lines == [
                "\(runner.outputPath(for: "Schemas/Team.yaml")):1:1: error: cannot write the generated file: a folder of that name is in the way",
                "\(blocked):1:1: error: cannot write the generated file: '\(runner.folder.path)/blocked' is a file, not a folder",
            ])
    }

    @Test func anImportThatIsNotAModuleNameIsRefusedRatherThanWrittenIntoCode() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        try runner.write("emit: models\nimports: [Foundation, \"F1Domain\\npublic let injected = 1\"]\n", to: "f1-codegen.yaml")
        try runner.write(Self.team, to: "Schemas/Team.yaml")
        let outcome = try await runner.run(["Schemas/Team.yaml"])
        CodegenBinaryTests.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(outcome.lines.count == 1)
        #expect(outcome.lines.first?.hasPrefix("\(runner.folder.path)/f1-codegen.yaml:2:") == true)
        #expect(outcome.lines.first?.contains("'F1Domain\\npublic let injected = 1' is not a module name") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.output.path).isEmpty)
    }
}
