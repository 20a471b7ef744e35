import F1Domain

/// `f1report title`: who can still win the drivers' title after a round, and what the leader
/// needs at the next round to clinch it.
public struct TitleExport: CSVExportable {
    public static let kind = "title"
    let schemaVersion = ExportSchema.version
    let report = TitleExport.kind
    let source: ExportSource
    let season: Int
    let afterRound: Int
    let racesLeft: Int
    let sprintsLeft: Int
    let pointsAvailable: Double
    let isDecided: Bool
    let leader: Driver
    let contenders: [Contender]
    @Nullable var clinch: Clinch?

    struct Driver: Encodable, Sendable {
        var driver: DriverReference
        var points: Double
        /// The most the driver can finish the season with.
        var maximum: Double
    }

    struct Contender: Encodable, Sendable {
        var driver: DriverReference
        var points: Double
        var behind: Double
        var maximum: Double
    }

    struct Clinch: Encodable, Sendable {
        var round: Int
        @Nullable var raceName: String?
        var margins: [Margin]
    }

    /// The leader is champion at the clinch round by outscoring `rival` by more than `moreThan`.
    struct Margin: Encodable, Sendable {
        var rival: DriverReference
        var moreThan: Double
    }

    public init(maths: TitleMaths, nextRaceName: String?, source: ExportSource) {
        self.source = source
        season = maths.season
        afterRound = maths.afterRound
        racesLeft = maths.racesLeft
        sprintsLeft = maths.sprintsLeft
        pointsAvailable = maths.pointsAvailable
        isDecided = maths.isDecided
        leader = Driver(driver: DriverReference(maths.leader), points: maths.leaderPoints, maximum: maths.leaderPoints + maths.pointsAvailable)
        contenders = maths.contenders.map { Contender(driver: DriverReference($0.driver), points: $0.points, behind: $0.behind, maximum: $0.maximum) }
        clinch = maths.clinch.map { clinch in
            Clinch(
                round: clinch.round, raceName: nextRaceName,
                margins: clinch.margins.map { Margin(rival: DriverReference($0.rival), moreThan: $0.moreThan) })
        }
    }

    public static let csvColumns = [
        "season", "after_round", "driver_id", "driver_code", "driver_name", "is_leader", "points", "behind", "maximum", "clinch_margin",
    ]

    public var csvRecords: [[CSVField]] {
        let margins = Dictionary((clinch?.margins ?? []).map { ($0.rival.id, $0.moreThan) }, uniquingKeysWith: { first, _ in first })
        let first: [CSVField] =
            [.field(season), .field(afterRound)] + leader.driver.csvFields
            + [.bool(true), .number(leader.points), .number(0), .number(leader.maximum), .null]
        return [first]
            + contenders.map { contender in
                [.field(season), .field(afterRound)] + contender.driver.csvFields
                    + [
                        .bool(false), .number(contender.points), .number(contender.behind), .number(contender.maximum),
                        .field(margins[contender.driver.id]),
                    ]
            }
    }
}
