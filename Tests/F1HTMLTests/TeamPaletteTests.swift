import F1UI
import Foundation
import Testing

@testable import F1HTML

/// Team colours reach the page as classes, and the stylesheet has a rule for every colour F1UI knows.
@Suite struct TeamPaletteTests {
    /// F1UI keeps its list private, so its source is read: a team added there without a name here
    /// would lose its colour bar quietly.
    @Test func everyColourF1UIKnowsHasARule() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../Sources/F1UI/TeamColor.swift").standardized
        let source = try String(contentsOf: file, encoding: .utf8)
        let list = try #require(source.range(of: "knownTeams:").map { source[$0.upperBound...] })
        let hexes = list.matches(of: /0x([0-9A-Fa-f]{6})/).map { String($0.output.1).lowercased() }
        #expect(hexes.count >= 10)
        #expect(TeamPalette.colors.map(TeamPalette.hex) == hexes)
        for hex in hexes {
            #expect(WebAssets.stylesheet.contains(".t-\(hex){--team:#\(hex)}"), "no rule for #\(hex)")
        }
    }

    @Test func aCellsClassNamesItsColour() {
        #expect(TeamPalette.color(of: .team("ferrari")).map(TeamPalette.className) == "t-e8002d")
        #expect(TeamPalette.color(of: .team("rb")).map(TeamPalette.className) == "t-6692ff")
        #expect(TeamPalette.className(F1UI.TeamColor(red: 1, green: 0xAB, blue: 0xFF)) == "t-01abff")
        #expect(TeamPalette.color(of: .team("minardi")) == nil)
        #expect(TeamPalette.color(of: .strong) == nil)
    }
}
