extension Championship {
    /// Ranks entrants by counted points, then by countback: most wins, then most second places,
    /// and so on; entrants still level share the position. Excluded entrants come last, unranked.
    ///
    /// `rounds` are indices into `scored` and entrants are indices into `drivers` or `teams`; the
    /// closures read a round by index, so no round's arrays are copied (retained and released)
    /// for every entrant. Not generic. Measured: docs/performance.md#championshipstandings-f1domain
    func standings(
        _ rounds: Range<Int>, entrants: Range<Int>, periods: [CountingPeriod],
        points: (Int, Int) -> Double?, sprint: (Int, Int) -> Double?,
        places: (Int, Int) -> ArraySlice<Int>, won: (Int, Int) -> Bool,
        adjustment: (Int) -> ChampionshipAdjustment?
    ) -> [ChampionshipStanding<Int>] {
        let lastRound = rounds.last.map { scored[$0].round } ?? 0
        var rows: [Row] = []
        rows.reserveCapacity(entrants.count)
        for entrant in entrants {
            var scores: [RoundScore] = []
            // How many times the entrant finished in each place (index 0 is first), counted as the rounds go.
            var placeCounts: [Int] = []
            var wins = 0
            for round in rounds {
                let race = points(round, entrant)
                let sprintPoints = sprint(round, entrant)
                guard race != nil || sprintPoints != nil else { continue }
                let roundPlaces = places(round, entrant)
                for place in roundPlaces {
                    if place > placeCounts.count { placeCounts += repeatElement(0, count: place - placeCounts.count) }
                    placeCounts[place - 1] += 1
                }
                if won(round, entrant) { wins += 1 }
                if scores.isEmpty { scores.reserveCapacity(rounds.count) }
                scores.append(
                    RoundScore(
                        round: scored[round].round, points: (race ?? 0) + (sprintPoints ?? 0), sprintPoints: sprintPoints ?? 0,
                        place: roundPlaces.min(), counted: true))
            }
            // An entrant who has not taken part yet is not in the table.
            guard !scores.isEmpty else { continue }
            // Most seasons count every result: no rounds to sort then.
            if !periods.isEmpty {
                let counted = Self.countedRounds(scores.map { ($0.round, $0.points) }, periods: periods, scheduledRounds: scheduledRounds)
                scores = scores.map {
                    RoundScore(
                        round: $0.round, points: $0.points, sprintPoints: $0.sprintPoints, place: $0.place, counted: counted.contains($0.round))
                }
            }
            let gross = scores.reduce(0) { $0 + $1.points }
            var total = scores.reduce(0) { $1.counted ? $0 + $1.points : $0 }
            var excluded = false
            // A decision without a round shows only once the season's last round is in the table.
            let decision = adjustment(entrant).flatMap { ($0.fromRound ?? scheduledRounds) <= lastRound ? $0 : nil }
            switch decision?.kind {
            case .excluded?: excluded = true
            case .forfeited?:
                if let through = decision?.throughRound {
                    total -= scores.filter { $0.counted && $0.round <= through }.reduce(0) { $0 + $1.points }
                } else {
                    total = 0
                    excluded = true
                }
            case .deduction?: total -= decision?.points ?? 0
            case nil: break
            }
            let firstScored = scores.first { $0.points > 0 }?.round ?? Int.max
            rows.append(
                Row(
                    entrant: entrant, rounds: scores, gross: gross, counted: total, places: placeCounts, firstScored: firstScored, wins: wins,
                    adjustment: decision, excluded: excluded))
        }
        // Rows are sorted by their index, so none is copied; entrants level on everything keep the order they first appeared in.
        let ranked = rows.indices.filter { !rows[$0].excluded }.sorted { lhs, rhs in
            let order = order(rows[lhs], rows[rhs])
            return order == .level ? lhs < rhs : order == .ahead
        }
        var result: [ChampionshipStanding<Int>] = []
        result.reserveCapacity(rows.count)
        for (index, at) in ranked.enumerated() {
            var position = index + 1
            if index > 0, let previous = result.last, order(rows[ranked[index - 1]], rows[at]) == .level {
                position = previous.position ?? position
            }
            let row = rows[at]
            result.append(
                ChampionshipStanding(
                    entrant: row.entrant, position: position, positionText: String(position), points: row.counted,
                    grossPoints: row.gross, wins: row.wins, rounds: row.rounds, adjustment: row.adjustment))
        }
        for row in rows where row.excluded {
            result.append(
                ChampionshipStanding(
                    entrant: row.entrant, position: nil, positionText: "EX", points: row.counted,
                    grossPoints: row.gross, wins: row.wins, rounds: row.rounds, adjustment: row.adjustment))
        }
        return result
    }

    enum Countback { case ahead, level, behind }

    struct Row {
        /// The entrant's index in `drivers` or `teams`.
        var entrant: Int
        var rounds: [RoundScore]
        var gross: Double
        var counted: Double
        /// How many times the entrant finished in each place (index 0 is first place).
        var places: [Int]
        var firstScored: Int
        var wins: Int
        var adjustment: ChampionshipAdjustment?
        var excluded: Bool
    }

    /// Points first, then countback; from 1995 to 1999 the official tables put the entrant who
    /// scored first ahead of one still level.
    func order(_ lhs: Row, _ rhs: Row) -> Countback {
        if lhs.counted != rhs.counted { return lhs.counted > rhs.counted ? .ahead : .behind }
        let countback = Self.countback(lhs.places, rhs.places)
        guard countback == .level, rules.season.countback == .scoringPlacesThenFirstToScore, lhs.firstScored != rhs.firstScored else {
            return countback
        }
        return lhs.firstScored < rhs.firstScored ? .ahead : .behind
    }

    /// Compares two entrants' place counts: more first places wins, then more second places, ...
    static func countback(_ lhs: [Int], _ rhs: [Int]) -> Countback {
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            if left != right { return left > right ? .ahead : .behind }
        }
        return .level
    }

    /// Round numbers as a mask: the tables ask for every entrant's rounds, and a set would hash
    /// each one. Measured: docs/performance.md#championshipstandings-f1domain
    struct RoundMask {
        private var bits: [Bool] = []

        mutating func insert(_ round: Int) {
            guard round >= 0 else { return }
            if round >= bits.count { bits += repeatElement(false, count: round - bits.count + 1) }
            bits[round] = true
        }

        func contains(_ round: Int) -> Bool {
            round >= 0 && round < bits.count && bits[round]
        }
    }

    /// The rounds whose points count under best-N periods; every round when there are none.
    static func countedRounds(_ scores: [(round: Int, points: Double)], periods: [CountingPeriod], scheduledRounds: Int) -> RoundMask {
        var counted = RoundMask()
        guard !periods.isEmpty else {
            for score in scores { counted.insert(score.round) }
            return counted
        }
        var start = 1
        for (index, period) in periods.enumerated() {
            let length: Int
            if let races = period.races {
                length = races
            } else if period.part == .firstHalf {
                length = (scheduledRounds + 1) / 2
            } else if index == periods.count - 1 {
                length = max(scheduledRounds - start + 1, 0)
            } else {
                length = scheduledRounds - start + 1
            }
            let end = index == periods.count - 1 ? Int.max : start + length - 1
            let inPeriod = scores.filter { $0.round >= start && $0.round <= end }
                .sorted { $0.points != $1.points ? $0.points > $1.points : $0.round < $1.round }
            let keep = period.best ?? max(length - (period.dropWorst ?? 0), 0)
            for score in inPeriod.prefix(keep) { counted.insert(score.round) }
            start = end == Int.max ? start : end + 1
        }
        return counted
    }
}

extension ChampionshipStanding {
    func with<Other: Hashable & Sendable>(entrant: Other) -> ChampionshipStanding<Other> {
        ChampionshipStanding<Other>(
            entrant: entrant, position: position, positionText: positionText, points: points,
            grossPoints: grossPoints, wins: wins, rounds: rounds, adjustment: adjustment)
    }
}
