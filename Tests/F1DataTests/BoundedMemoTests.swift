import F1Domain
import Testing

@testable import F1Data

/// What a long-running program keeps of a checkout stays within its budget, the least recently
/// used going first.
@Suite struct BoundedMemoTests {
    static func memo(budget: Int) -> BoundedMemo<String, [UInt8]> {
        BoundedMemo(budget: budget) { $0.count }
    }

    @Test func theLeastRecentlyUsedGoFirstAndTheBudgetHolds() {
        let memo = Self.memo(budget: 100)
        memo.keep([UInt8](repeating: 1, count: 40), for: "a")
        memo.keep([UInt8](repeating: 2, count: 40), for: "b")
        #expect(memo.value("a")?.first == 1)  // "a" is now the more recently used
        memo.keep([UInt8](repeating: 3, count: 40), for: "c")
        #expect(memo.value("b") == nil)
        #expect(memo.value("a")?.count == 40 && memo.value("c")?.count == 40)
        #expect(memo.kept.weight == 80 && memo.kept.count == 2)
        for index in 0..<1_000 {
            memo.keep([UInt8](repeating: 0, count: index % 60 + 1), for: "key \(index % 37)")
            #expect(memo.kept.weight <= 100)
        }
    }

    @Test func aValueKeptAgainReplacesItsWeightAndOneTooHeavyIsNotKept() {
        let memo = Self.memo(budget: 100)
        memo.keep([UInt8](repeating: 1, count: 60), for: "a")
        memo.keep([UInt8](repeating: 1, count: 30), for: "a")
        #expect(memo.kept.weight == 30 && memo.kept.count == 1)
        memo.keep([UInt8](repeating: 1, count: 101), for: "huge")
        #expect(memo.value("huge") == nil && memo.value("a")?.count == 30)
        // Kept again too heavy, the key's old value goes rather than being answered still.
        memo.keep([UInt8](repeating: 2, count: 101), for: "a")
        #expect(memo.value("a") == nil && memo.kept.weight == 0)
    }

    /// A checkout's samples: every lap of a made-up session read, the kept within the budget.
    @Test func aCheckoutsLapSamplesStayWithinTheirBudget() {
        let samples = LapSamples()
        let lap = LapTelemetry(
            driver: "RUS", lap: 1, lapTime: 66, samples: (0..<700).map { TelemetrySample(time: Double($0) / 10, speed: 200) })
        for number in 0..<200 { samples.keep(lap, for: "Austrian Grand Prix/Race/RUS/\(number)_tel.json") }
        #expect(samples.kept.weight <= LapSamples.budget)
        #expect(samples.kept.count > 10 && samples.kept.count < 200)
        #expect(samples.lap("Austrian Grand Prix/Race/RUS/199_tel.json") != nil)
        #expect(samples.lap("Austrian Grand Prix/Race/RUS/0_tel.json") == nil)
    }
}

/// A driver's code names a folder of the checkout: only letters and digits make a driver.
@Suite struct TracingInsightsDriverCodeTests {
    static func driver(_ code: String) -> TracingInsightsDriver {
        TracingInsightsDriver(driver: code, team: "Mercedes", number: "63", firstName: "George", lastName: "Russell")
    }

    @Test(arguments: ["RUS", "HUL", "A1", "ZHOU"])
    func aCodeOfLettersAndDigitsIsADriver(_ code: String) {
        #expect(Self.driver(code).timingDriver?.acronym == code)
    }

    @Test(arguments: ["", "../..", "..", "R/S", "RUSSELL", "R S", "RÜS", "R\u{0}S"])
    func anyOtherCodeIsLeftOut(_ code: String) {
        #expect(Self.driver(code).timingDriver == nil)
    }
}
