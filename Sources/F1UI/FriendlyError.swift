import F1UseCases

extension F1UI {
    /// One plain sentence for every failure a person can meet; never a type name or a stack.
    public enum FriendlyError {
        public static func message(for error: any Error) -> String {
            switch error {
            case let lookup as LookupError: message(for: lookup)
            case let source as SourceError: source.message
            case is CancellationError: "Stopped."
            default: "Something went wrong while loading the data; please try again."
            }
        }

        static func message(for error: LookupError) -> String {
            switch error {
            case .seasonNotFound(let season, let available):
                if season < 1950 { return "No season \(season): the championship started in 1950." }
                if available.lowerBound == available.upperBound {
                    return "No season \(season) in this source: it holds only the \(available.lowerBound) season."
                }
                return "No season \(season) in this source: it holds \(available.lowerBound) to \(available.upperBound)."
            case .roundNotFound(let season, let round, let rounds):
                return "The \(season) season has no round \(round): it has \(rounds) round\(rounds == 1 ? "" : "s")."
            case .raceNotRun(let season, let round, let name):
                return "The \(season) \(name) (round \(round)) has not been run yet, so it has no results."
            case .noRaceRun(let season):
                return "No race of the \(season) season has been run yet."
            case .noLiveRace:
                return "There is no live race to follow in this source."
            }
        }
    }
}
