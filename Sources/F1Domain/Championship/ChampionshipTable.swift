/// A constructors' championship entrant: a constructor, and where the source tells them apart,
/// its engine (until the 1980s Lotus-Climax and Lotus-BRM scored separately).
public struct ChampionshipTeam: Hashable, Sendable {
    public let constructor: Constructor
    public let engine: String?

    public init(constructor: Constructor, engine: String?) {
        self.constructor = constructor
        self.engine = engine
    }

    // The ids alone say who the entrant is. Measured: docs/performance.md#championshipteam-f1domain
    public static func == (lhs: ChampionshipTeam, rhs: ChampionshipTeam) -> Bool {
        lhs.constructor.id == rhs.constructor.id && lhs.engine == rhs.engine
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(constructor.id)
        hasher.combine(engine)
    }
}

/// One round's points for an entrant, and whether they counted.
public struct RoundScore: Hashable, Sendable {
    public let round: Int
    /// The race's points plus the sprint's.
    public let points: Double
    public let sprintPoints: Double
    /// The race's classified position, for drivers (nil for a retirement or a team).
    public let place: Int?
    /// False for a result dropped under best-N counting.
    public let counted: Bool
}

/// An entrant's place in a championship after some round.
public struct ChampionshipStanding<Entrant: Hashable & Sendable>: Hashable, Sendable {
    public let entrant: Entrant
    /// Nil for an entrant excluded from the championship.
    public let position: Int?
    /// The position as published: "3", or "EX" for an exclusion.
    public let positionText: String
    /// The points that count: after dropped results and adjustments.
    public let points: Double
    /// Every point scored, before dropped results and adjustments.
    public let grossPoints: Double
    public let wins: Int
    public let rounds: [RoundScore]
    /// The decision that changed this entrant's total, if any.
    public let adjustment: ChampionshipAdjustment?

    /// Points scored but not counted under best-N rules.
    public var droppedPoints: Double {
        rounds.filter { !$0.counted }.reduce(0) { $0 + $1.points }
    }
}

/// Both championships after a round, computed from results under a season's rules.
public struct ChampionshipTable: Hashable, Sendable {
    public let season: Int
    /// The last round counted.
    public let round: Int
    public let system: ScoringSystem
    public let drivers: [ChampionshipStanding<Driver>]
    /// Empty before 1958, when there was no constructors' championship.
    public let constructors: [ChampionshipStanding<ChampionshipTeam>]
}

/// A result whose points in the source differ from what the rules give.
public struct PointsDisagreement: Hashable, Sendable {
    public let round: Int
    public let raceName: String
    public let driver: Driver
    public let isSprint: Bool
    public let recorded: Double
    public let computed: Double
}
