import F1Domain

/// Whose season: a driver or a constructor, by id.
public enum Competitor: Hashable, Sendable {
    case driver(Driver.ID)
    case constructor(Constructor.ID)

    /// The result is one of theirs: the driver drove the car, or the constructor entered it.
    func isCredited(with result: RaceResult) -> Bool {
        switch self {
        case .driver(let id): result.driver.id == id
        case .constructor(let id): result.constructor.id == id
        }
    }

    /// The error for a season whose results do not name them.
    func notIn(season: Int) -> LookupError {
        switch self {
        case .driver(let id): .driverNotInSeason(season: season, driver: id)
        case .constructor(let id): .constructorNotInSeason(season: season, constructor: id)
        }
    }
}
