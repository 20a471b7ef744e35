import F1Report
import F1UI
import Testing

/// Text from data files and API responses reaches no output with a character that steers a terminal.
@Suite struct SanitizingTests {
    static let hostile = [
        "Max\u{1B}[2J\u{1B}[HVerstappen",  // clear the screen
        "Lando\u{1B}]52;c;cm0gLXJmIH4=\u{07}Norris",  // write the clipboard
        "Charles\nLeclerc",  // a second line in one cell
        "George\u{9B}31mRussell",  // C1 CSI
        "Oscar\u{202E}irtsaiP",  // right-to-left override
        "Kimi\u{2028}Antonelli\u{0}",
    ]

    static func document(_ name: String) -> ReportDocument {
        ReportDocument(
            title: "2025 \(name)", source: "Test \(name)", facts: [.init(.leader, name)],
            sections: [.init(title: "Drivers", key: "drivers", columns: [.init("driver", "Driver")], rows: [.init([name])])])
    }

    @Test(arguments: hostile, ReportFormat.allCases)
    func noSteeringCharacterReachesAnyFormat(_ name: String, _ format: ReportFormat) {
        let output = Self.document(name).rendered(as: format, style: ReportStyle(usesColor: false, width: 100))
        let steering = output.unicodeScalars.filter { scalar in
            scalar != "\n" && scalar != "\r"
                && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || [0x2028, 0x2029, 0x202E].contains(scalar.value))
        }
        #expect(steering.isEmpty, "\(format): \(steering.map { String($0.value, radix: 16) })")
        #expect(output.contains("\u{FFFD}"))
    }

    @Test func theTextLayoutKeepsOneLinePerRow() {
        let text = Self.document("Charles\nLeclerc").rendered(as: .text)
        #expect(text.contains("Charles\u{FFFD}Leclerc"))
        #expect(!text.contains("Charles\n"))
    }

    @Test func ordinaryNamesAreUntouched() {
        let text = Self.document("Nico Hülkenberg · Sergio Pérez").rendered(as: .text)
        #expect(text.contains("Nico Hülkenberg · Sergio Pérez"))
        #expect(!text.contains("\u{FFFD}"))
    }

    @Test func colourStillWorksWhenAsked() {
        let text = Self.document("Max").rendered(as: .text, style: ReportStyle(usesColor: true, width: 100))
        #expect(text.contains("\u{1B}["))
    }
}
