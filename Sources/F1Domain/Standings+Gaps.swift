/// How far each entrant of a championship table is behind its leader: one definition, which the
/// screens, the text and the JSON all show.
extension DriverStandingsTable {
    /// Points behind the leader, in table order; nil for the leader.
    public var pointsBehindLeader: [Double?] { pointsBehindFirst(driverStandings.map(\.points)) }
}

extension ConstructorStandingsTable {
    /// Points behind the leader, in table order; nil for the leader.
    public var pointsBehindLeader: [Double?] { pointsBehindFirst(constructorStandings.map(\.points)) }
}

/// `leader - points` to the thousandth: points are published with at most two decimals (a shared
/// fastest lap's 1/7 as 0.14), and binary subtraction would otherwise give 16.860000000000003.
private func pointsBehindFirst(_ points: [Double]) -> [Double?] {
    guard let leader = points.first else { return [] }
    return points.indices.map { $0 == 0 ? nil : ((leader - points[$0]) * 1000).rounded() / 1000 }
}
