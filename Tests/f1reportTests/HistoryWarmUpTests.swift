import F1CommandLine
import Testing

/// The checkout f1report's look ahead finds in its arguments is the one the parsed options name.
@Suite struct HistoryWarmUpTests {
    func path(_ arguments: String, environment: [String: String] = [:]) -> String? {
        HistoryWarmUp.f1dbPath(arguments: ["f1report"] + arguments.split(separator: " ").map(String.init), environment: environment)
    }

    @Test func theOptionItsLastValueOrTheEnvironment() {
        #expect(path("records wins --f1db /a") == "/a")
        #expect(path("records wins --f1db=/a --top 3") == "/a")
        #expect(path("--f1db /a records wins --f1db /b") == "/b", "the last one, as the parser takes it")
        #expect(path("records wins", environment: ["F1DB_PATH": "/env"]) == "/env")
        #expect(path("records wins --f1db /a", environment: ["F1DB_PATH": "/env"]) == "/a")
        #expect(path("records wins", environment: ["F1DB_PATH": ""]) == nil)
        #expect(path("records wins") == nil)
    }

    @Test func noneForAnotherSourceOrAfterTheEndOfOptions() {
        #expect(path("records wins --source f1db --f1db /a") == "/a")
        #expect(path("race 2023 9 --source api --f1db /a") == nil)
        #expect(path("race --source=demo", environment: ["F1DB_PATH": "/env"]) == nil)
        #expect(path("query -- --f1db /a") == nil)
        #expect(path("records wins --f1db") == nil, "a flag with no value names nothing")
    }
}
