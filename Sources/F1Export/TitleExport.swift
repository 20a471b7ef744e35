import F1Domain

/// `f1report title`: who can still win the drivers' title after a round, and what the leader
/// needs at the next round to clinch it.
public struct TitleExport: CSVExportable {
    public static let kind = "title"
    let source: ExportSource
    let season: Int
    let afterRound: Int
    let racesLeft: Int
    let sprintsLeft: Int
    let pointsAvailable: Double
    let isDecided: Bool
    let leader: Driver
    let contenders: [Contender]
    var clinch: Clinch?

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
        var raceName: String?
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

// MARK: - Machine shape

extension TitleExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "Title maths"
    static let shape = ObjectShape<Self>(
        kind, "Title maths after a round: what is left, who can still be champion, and what the leader needs at the next round.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("season", \.season, "The season's year."),
            .init("afterRound", \.afterRound, "The last round counted.", .minimum(1)),
            .init("racesLeft", \.racesLeft, "Races still to run.", .minimum(0)),
            .init("sprintsLeft", \.sprintsLeft, "Sprints still to run.", .minimum(0)),
            .init("pointsAvailable", \.pointsAvailable, "The most one driver can still score."),
            .init("isDecided", \.isDecided, "Nobody can catch the leader."),
            .init("leader", \.leader, "The leader."),
            .init("contenders", \.contenders, "Everyone else who can still finish level with or ahead of the leader, closest first."),
            .init(
                "clinch", \.clinch,
                "What clinches the title at the next round; null once decided, when it cannot be clinched there, or under best-N counting."),
        ])
}

extension TitleExport.Driver: ExportObject {
    static let shape = ObjectShape<Self>(
        "leader", "The leader.",
        [
            .init("driver", \.driver, "The driver."),
            .init("points", \.points, "Points now."),
            .init("maximum", \.maximum, "The most the driver can finish the season with."),
        ])
}

extension TitleExport.Contender: ExportObject {
    static let shape = ObjectShape<Self>(
        "contender", "A contender.",
        [
            .init("driver", \.driver, "The driver."),
            .init("points", \.points, "Points now."),
            .init("behind", \.behind, "Points behind the leader."),
            .init("maximum", \.maximum, "The most the driver can finish with."),
        ])
}

extension TitleExport.Clinch: ExportObject {
    static let shape = ObjectShape<Self>(
        "clinch", "",
        [
            .init("round", \.round, "The next round.", .minimum(1)),
            .init("raceName", \.raceName, "Its race's name."),
            .init(
                "margins", \.margins,
                "For each contender, how far the leader must outscore them at that round; negative: how much the leader may lose by."),
        ])
}

extension TitleExport.Margin: ExportObject {
    static let shape = ObjectShape<Self>(
        "margin", "A margin.",
        [
            .init("rival", \.rival, "The contender."),
            .init("moreThan", \.moreThan, "The leader must outscore the rival by more than this."),
        ])
}
