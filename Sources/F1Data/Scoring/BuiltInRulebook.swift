import F1Domain
import F1Fixtures

extension ScoringRulebook {
    /// The scoring rules of every season since 1950, from `Fixtures/scoring.yaml` (checked
    /// against its schema when F1Kit is built).
    public static func builtIn() throws -> ScoringRulebook {
        let dataset = try Fixtures.scoring()
        return ScoringRulebook(systems: dataset.systems, seasons: dataset.seasons)
    }
}
