import Foundation
import Testing

/// `ReportRequest` is the one name of a report in every face: a second enum that lists reports
/// (a route, a tracker's report keys, a web page kind) would have to be kept in step with it.
@Suite struct ReportNamingTests {
    /// ReportRequest's cases, as its source declares them.
    static func requestCases() throws -> Set<String> {
        let text = try String(contentsOf: DependencyRuleTests.sources.appending(path: "F1UI/Reports/ReportRequest.swift"), encoding: .utf8)
        return Set(EnumDeclaration.all(in: text).first { $0.name == "ReportRequest" }?.cases ?? [])
    }

    /// Enums that share report names on purpose, each with why.
    static let allowed: [String: String] = [
        "ReportRequest": "the address itself",
        "Section": "a race weekend's sections, each mapped to its request by Section.request(season:round:)",
    ]

    @Test func noSecondEnumNamesTheReports() throws {
        let cases = try Self.requestCases()
        #expect(cases.count > 15, "ReportRequest's cases were not found")
        var offenders: [String] = []
        for (path, text) in try DependencyRuleTests.swiftSources() {
            for declaration in EnumDeclaration.all(in: text) where Self.allowed[declaration.name] == nil {
                let shared = cases.intersection(declaration.cases)
                if shared.count >= 5 { offenders.append("\(path): enum \(declaration.name) names \(shared.sorted())") }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "; "))")
    }

    @Test func theDetectorFindsAReportEnum() {
        let text = "package enum TrackerReport: Hashable {\n    case championship, progression, title, rules, champions\n}\n"
        let found = EnumDeclaration.all(in: text)
        #expect(found.first?.name == "TrackerReport" && found.first?.cases == ["championship", "progression", "title", "rules", "champions"])
    }
}

/// An enum's name and case names, read from source text (nested enums are read on their own).
struct EnumDeclaration {
    var name: String
    var cases: [String]

    static func all(in text: String) -> [EnumDeclaration] {
        var found: [EnumDeclaration] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let words = lines[index].split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
            if let enumWord = words.firstIndex(of: "enum"), enumWord + 1 < words.count {
                var declaration = EnumDeclaration(name: String(words[enumWord + 1]), cases: [])
                var depth = 0
                var line = index
                repeat {
                    let text = lines[line]
                    let trimmed = text.trimmingCharacters(in: .whitespaces)
                    // Only the enum's own cases: at depth 1, before a nested declaration opens.
                    if depth == 1, trimmed.hasPrefix("case ") {
                        declaration.cases += Self.caseNames(String(trimmed.dropFirst(5)))
                    }
                    depth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
                    line += 1
                } while line < lines.count && depth > 0
                found.append(declaration)
            }
            index += 1
        }
        return found
    }

    /// "a, b(Int), c = 1" → ["a", "b", "c"], skipping associated values.
    private static func caseNames(_ list: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var current = ""
        for character in list {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                names.append(current)
                current = ""
            default: if depth == 0 { current.append(character) }
            }
        }
        names.append(current)
        return names.map { $0.split(separator: "=").first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }
}

extension DependencyRuleTests {
    /// Every hand-written Swift file under Sources, by its path below it, with its text.
    static func swiftSources() throws -> [(String, String)] {
        guard let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String)] = []
        while let url = files.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = url.path.replacingOccurrences(of: sources.path + "/", with: "")
            found.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return found
    }
}
