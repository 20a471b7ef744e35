import F1CommandLine
import Testing

/// `--interval` as a duration: to the millisecond within range, and never a trap outside it.
@Suite struct LiveIntervalOptionTests {
    @Test(arguments: [(0.3, 300), (1.5, 1500), (3600.0, 3_600_000), (.nan, 3000), (.infinity, 3000), (1e300, 3_600_000), (-5.0, 1), (0.0001, 1)])
    func durationIsClampedToTheValidRange(seconds: Double, milliseconds: Int64) {
        var option = LiveIntervalOption()
        option.seconds = seconds
        #expect(option.duration == .milliseconds(milliseconds))
    }

    @Test(arguments: [0.0, -1.0, .nan, 3601.0])
    func anIntervalOutOfRangeIsRefused(seconds: Double) {
        var option = LiveIntervalOption()
        option.seconds = seconds
        #expect(throws: (any Error).self) { try option.validate() }
    }
}
