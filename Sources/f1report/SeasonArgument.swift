import ArgumentParser

/// A season's year, or `current` for the newest season the source holds.
struct SeasonArgument: ExpressibleByArgument {
    let year: Int?

    init?(argument: String) {
        if argument.lowercased() == "current" {
            year = nil
        } else if let year = Int(argument) {
            self.year = year
        } else {
            return nil
        }
    }

    static var defaultValueDescription: String { "current" }

    /// The year, with `current` meaning the source's latest season.
    func resolved(in environment: AppEnvironment) -> Int {
        year ?? environment.latestSeason
    }
}
