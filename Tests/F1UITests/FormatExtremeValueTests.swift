import F1Domain
import F1UI
import Testing

/// Formatting never traps, whatever number reaches it: a value the range checks let through, or
/// one a future source forgets to check.
@Suite struct FormatExtremeValueTests {
    let utc = F1UI.Format()

    @Test(arguments: [
        (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
        (1e308, "1e+308"), (-1e308, "-1e+308"), (Double(Int.max), "9.22337e+18"), (-Double(Int.max), "-9223372036854775808"),
        (1.2345678901234568e29, "1.23457e+29"), (Double.leastNonzeroMagnitude, "4.94066e-324"),
        (1e15, "1000000000000000"), (-0.0, "0"), (-3.0, "-3"),
    ])
    func pointsOfAnyDoubleAreText(value: Double, text: String) {
        #expect(utc.points(value) == text)
    }

    @Test(arguments: [Int.max, Int.min, 0, -1])
    func lapTimesAndGapsOfAnyLengthAreText(milliseconds: Int) {
        // Any text will do; what matters is that it is produced.
        #expect(!utc.lapTime(LapTime(milliseconds: milliseconds)).isEmpty)
        #expect(utc.gap(LapTime(milliseconds: milliseconds)).hasPrefix("+"))
    }
}
