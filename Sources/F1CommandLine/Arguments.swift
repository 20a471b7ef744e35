import ArgumentParser
import F1Domain
import F1UI
import F1UseCases

/// A season's year, or `current` for the newest season the source holds.
package struct SeasonArgument: ExpressibleByArgument {
    /// Nil for `current`, which only the source can resolve.
    package let year: Int?

    package init?(argument: String) {
        if argument.lowercased() == "current" {
            year = nil
        } else if let year = Int(argument) {
            self.year = year
        } else {
            return nil
        }
    }

    package static var defaultValueDescription: String { "current" }

    /// The year, with `current` meaning the source's latest season.
    package func resolved(in source: DataSource) -> Int {
        year ?? source.latestSeason
    }
}

/// A round number, `last` for the last race run, or `next` for the next one to come.
package struct RoundArgument: ExpressibleByArgument {
    package let selector: RoundSelector

    package init?(argument: String) {
        if argument.lowercased() == "last" {
            selector = .last
        } else if argument.lowercased() == "next" {
            selector = .next
        } else if let round = Int(argument), round > 0 {
            selector = .round(round)
        } else {
            return nil
        }
    }
}

/// A session of a weekend as typed: q, r, sprint, sq, fp1, or its name.
package struct SessionArgument: ExpressibleByArgument {
    package let kind: SessionKind

    package init?(argument: String) {
        guard let kind = SessionKind(code: argument) else { return nil }
        self.kind = kind
    }

    package static var defaultValueDescription: String { "q" }
}

/// `fastest`, or a lap's number.
package struct LapArgument: ExpressibleByArgument {
    package let choice: LapChoice

    package init?(argument: String) {
        if argument.lowercased() == "fastest" {
            choice = .fastest
        } else if let lap = Int(argument), (1...999).contains(lap) {
            choice = .number(lap)
        } else {
            return nil
        }
    }

    package static var defaultValueDescription: String { "fastest" }
}
