/// Where each entrant stood after the round before: the one definition of a championship row's
/// movement, which the screens' ▲▼, the terminal's colour and the JSON's `previousPosition` all read.
public struct ChampionshipMovement<Entrant: Hashable & Sendable>: Sendable {
    private let before: [Entrant: Int?]

    /// `previous` is the table after the round before; nil when there is none (the first round).
    public init(since previous: [ChampionshipStanding<Entrant>]?) {
        before = Dictionary((previous ?? []).map { ($0.entrant, $0.position) }, uniquingKeysWith: { first, _ in first })
        hasPrevious = previous != nil
    }

    /// False at the first round: nobody moved, and nobody is new.
    public let hasPrevious: Bool

    /// The entrant's place after the round before: nil when it was not in that table or was
    /// excluded from it.
    public func previousPosition(of entrant: Entrant) -> Int? {
        before[entrant] ?? nil
    }

    /// Whether the entrant was in the table after the round before (a first-time scorer was not).
    public func wasThere(_ entrant: Entrant) -> Bool {
        before.keys.contains(entrant)
    }

    /// Places gained since the round before (negative when lost); nil when either place is unknown
    /// or nothing changed.
    public func placesGained(by standing: ChampionshipStanding<Entrant>) -> Int? {
        guard let was = previousPosition(of: standing.entrant), let now = standing.position, was != now else { return nil }
        return was - now
    }
}
