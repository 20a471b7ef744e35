import F1HTML
import Foundation
import Testing

/// What docs/openapi.json says an address's values take is what the reader takes: each value the
/// description lists reads, and one just outside it is refused (a 404 in the path, a 400 in the query).
@Suite struct WebParameterTests {
    /// `template` with its path values filled in.
    static func address(_ template: String, year: String = "2025", round: String = "1") -> String {
        template.replacingOccurrences(of: "{year}", with: year).replacingOccurrences(of: "{round}", with: round)
            .replacingOccurrences(of: "{id}", with: "x").replacingOccurrences(of: "{session}", with: "q")
    }

    static func read(_ path: String, query: String? = nil) throws(WebAddress.Refusal) -> WebAddress {
        try WebAddress(path: path[...], query: query?[...])
    }

    @Test(arguments: WebRoute.Query.allCases)
    func aQueryParameterTakesTheValuesItDescribes(_ name: WebRoute.Query) throws {
        // A page's parameter (the track map's colouring) when no API address reads it.
        let route = try #require(WebRoute.reports.first { $0.query.contains(name) && $0.api } ?? WebRoute.reports.first { $0.query.contains(name) })
        let path = Self.address(route.template)
        func reads(_ value: String) -> Bool {
            let escaped = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
            do {
                _ = try Self.read(path, query: "\(name.rawValue)=\(escaped)")
                return true
            } catch {
                #expect(error != .unknownAddress, "\(path)?\(name.rawValue)=\(escaped)")
                return false
            }
        }
        switch name.parameter.values {
        case .integers(let range):
            #expect(reads(String(range.lowerBound)) && reads(String(range.upperBound)))
            #expect(!reads(String(range.lowerBound - 1)) && !reads(String(range.upperBound + 1)) && !reads("x"))
        case .words(let words, let fallback):
            #expect(words.allSatisfy(reads) && !reads("nope") && !reads(words[0].uppercased()))
            #expect(fallback.map(words.contains) ?? true)
        case .text(let maxLength, let pattern):
            let rule = try Regex(try #require(pattern))
            let limit = try #require(maxLength)
            for value in [
                "1991", "f1-2010", "a.b_C", "a b", "é", "a/b", "a;b", String(repeating: "a", count: limit), String(repeating: "a", count: limit + 1),
            ] {
                #expect(reads(value) == (value.wholeMatch(of: rule) != nil && value.count <= limit), "\(value)")
            }
        case .either(let forms):
            // A word or a number (a lap): each form's values read, and what neither takes is refused.
            guard forms.count == 2, case .words(let words, _) = forms.first, case .integers(let range) = forms.last else {
                Issue.record("\(name): a query parameter of these forms has no test here")
                return
            }
            #expect(words.allSatisfy(reads) && reads(String(range.lowerBound)) && reads(String(range.upperBound)))
            #expect(!reads(String(range.lowerBound - 1)) && !reads(String(range.upperBound + 1)) && !reads("nope") && !reads(words[0].uppercased()))
        }
    }

    @Test func theYearTakesItsRange() throws {
        guard case .integers(let years) = WebRoute.Parameter.year.values else { throw Failure.unexpectedForm }
        #expect(throws: Never.self) { try Self.read(Self.address("/{year}", year: String(years.lowerBound))) }
        #expect(throws: Never.self) { try Self.read(Self.address("/{year}", year: String(years.upperBound))) }
        #expect(throws: WebAddress.Refusal.unknownAddress) { try Self.read(Self.address("/{year}", year: String(years.lowerBound - 1))) }
        #expect(throws: WebAddress.Refusal.unknownAddress) { try Self.read(Self.address("/{year}", year: String(years.upperBound + 1))) }
    }

    @Test func theRoundTakesItsNumbersAndWords() throws {
        guard case .either(let forms) = WebRoute.Parameter.round.values, case .integers(let numbers) = forms.first,
            case .words(let words, _) = forms.last
        else { throw Failure.unexpectedForm }
        for round in [String(numbers.lowerBound), String(numbers.upperBound)] + words {
            #expect(throws: Never.self, "\(round)") { try Self.read(Self.address("/{year}/{round}", round: round)) }
        }
        for round in [String(numbers.lowerBound - 1), String(numbers.upperBound + 1), "first"] {
            #expect(throws: WebAddress.Refusal.unknownAddress, "\(round)") { try Self.read(Self.address("/{year}/{round}", round: round)) }
        }
    }

    enum Failure: Error { case unexpectedForm }
}
