import F1Domain
import F1UI
import F1UseCases

/// What docs/openapi.json says of each API address, declared with its route: the operation (its
/// summary, the report kinds it answers) and every value the address carries, from the rules
/// that read it. The document is written from these and the export types' schemas by
/// `Tests/F1WebTests/OpenAPI` (docs/f1web.md, "Pages").
extension WebRoute {
    /// A GET the JSON API answers at the route's address.
    package struct Operation: Sendable {
        /// OpenAPI's `operationId`: "getChampionship".
        package let id: String
        package let tag: Tag
        package let summary: String
        package let description: String
        /// The export kinds of the answer ("race", "standings.drivers"): one, or several told apart
        /// by the `report` key each answer holds.
        package let reports: [String]
        /// What `{id}` names, for a template that has one.
        package let pathID: Parameter?
        /// What `{other}` names, for a template that has one.
        package let otherID: Parameter?

        init(
            _ id: String, _ tag: Tag, _ summary: String, _ description: String, reports: [String], pathID: Parameter? = nil,
            otherID: Parameter? = nil
        ) {
            self.id = id
            self.tag = tag
            self.summary = summary
            self.description = description
            self.reports = reports
            self.pathID = pathID
            self.otherID = otherID
        }
    }

    /// The document's groups of operations, in the order it lists them.
    package enum Tag: String, CaseIterable, Sendable {
        case overview, seasons, standings, rules, car, history

        package var description: String {
            switch self {
            case .overview: "The latest season, every season, the next session."
            case .seasons: "A season's calendar and its races."
            case .standings: "Standings, championships, drivers and teams."
            case .rules: "Scoring rules and the champions under them."
            case .car: "The car: laps' telemetry compared, a session's sectors."
            case .history: "The whole history's records: career counts, streaks, youngest and oldest, grid wins."
            }
        }
    }

    /// The values of the API address, its path's first: nil for a page only, or a template with an
    /// `{id}` its operation does not name.
    package var parameters: [Parameter]? {
        guard let operation else { return nil }
        var parameters: [Parameter] = []
        for part in segments {
            switch part {
            case .literal: continue
            case .year: parameters.append(.year)
            case .round: parameters.append(.round)
            case .id:
                guard let id = operation.pathID else { return nil }
                parameters.append(id)
            case .other:
                guard let other = operation.otherID else { return nil }
                parameters.append(other)
            case .chart: return nil
            case .session: parameters.append(.session)
            }
        }
        return parameters + query.map(\.parameter)
    }

    /// A value an address carries, as OpenAPI describes a parameter.
    package struct Parameter: Hashable, Sendable {
        package enum Location: String, Hashable, Sendable { case path, query }

        /// The values taken; anything else is a 404 in the path and a 400 in the query.
        package indirect enum Values: Hashable, Sendable {
            case integers(ClosedRange<Int>)
            case words([String], default: String?)
            case text(maxLength: Int?, pattern: String?)
            case either([Values])
        }

        package enum Example: Hashable, Sendable {
            case integer(Int)
            case text(String)
        }

        /// Its name among the document's parameters: unique, where `name` is the address's.
        package let component: String
        package let name: String
        package let location: Location
        package let description: String
        package let values: Values
        package let example: Example?

        package static let year = Parameter(
            component: "year", name: "year", location: .path,
            description: "The season's year, written with four digits (`2025`); an unknown season is 404.",
            values: .integers(WebField.years), example: .integer(2025))

        package static let round = Parameter(
            component: "round", name: "round", location: .path,
            description: "The race's round in the season, one or two digits, or `last` (the last race run) or `next` (the next to come); "
                + "a round the season does not have is 404.",
            values: .either([.integers(WebField.roundNumbers), .words(WebField.roundWords.map(\.text), default: nil)]), example: .integer(1))

        package static let session = Parameter(
            component: "session", name: "session", location: .path,
            description: "A session of the weekend: `fp1`, `fp2`, `fp3`, `sq` (sprint qualifying), `sprint`, `q` or `race`; anything else is 404.",
            values: .words(SessionKind.allCases.map(\.code), default: nil), example: .text("q"))

        package static let driverID = Parameter(
            component: "driverId", name: "id", location: .path, description: "The driver's id in the source (`max_verstappen`).",
            values: .text(maxLength: nil, pattern: nil), example: .text("max_verstappen"))

        /// The second driver of an address that names two.
        package static let otherDriverID = Parameter(
            component: "otherDriverId", name: "other", location: .path, description: "The other driver's id in the source (`leclerc`).",
            values: .text(maxLength: nil, pattern: nil), example: .text("leclerc"))

        package static let constructorID = Parameter(
            component: "constructorId", name: "id", location: .path, description: "The constructor's id in the source (`mclaren`).",
            values: .text(maxLength: nil, pattern: nil), example: .text("mclaren"))
    }
}

extension WebRoute.Query {
    private var identifierDescription: String {
        switch self {
        case .team: "A team's id in the source (`ferrari`): its results only, or its streaks; unknown is 404, malformed 400."
        case .circuit: "A circuit's id in the source (`monza`): its races only; malformed is 400."
        default: "A driver's id in the source (`max-verstappen`): that driver's streaks; unknown is 404, malformed 400."
        }
    }

    /// How the document describes the query parameter: the values `WebRoute.Reader` takes.
    package var parameter: WebRoute.Parameter {
        switch self {
        case .round:
            WebRoute.Parameter(
                component: "roundQuery", name: rawValue, location: .query,
                description: "The last round counted, 1 to 99 (default: the last round run); anything else is 400.",
                values: .integers(WebField.roundNumbers), example: .integer(2))
        case .kind:
            WebRoute.Parameter(
                component: "kind", name: rawValue, location: .query, description: "Which championship; anything else is 400.",
                values: .words(StandingsScreen.Kind.allCases.map(\.rawValue), default: StandingsScreen.Kind.drivers.rawValue), example: nil)
        case .under:
            WebRoute.Parameter(
                component: "under", name: rawValue, location: .query,
                description: "Other scoring rules for a what-if: a season that used them (`1991`) or a system's id from `/api/v1/rules`. "
                    + "Empty is the same as absent; other characters or more than \(WebField.underLength) are 400, rules the rulebook lacks 404.",
                values: .text(maxLength: WebField.underLength, pattern: WebField.underPattern), example: .text("1991"))
        case .segment:
            WebRoute.Parameter(
                component: "segment", name: rawValue, location: .query,
                description: "A segment the session must have had: without it the answer is 404; anything else is 400.",
                values: .words(QualifyingSegment.allCases.map(WebField.segmentText), default: nil), example: .text("q3"))
        case .drivers:
            WebRoute.Parameter(
                component: "drivers", name: rawValue, location: .query,
                description: "Whose laps, by code, race number or surname, separated by commas (up to \(WebField.driversLimit)); "
                    + "a driver not in the session is 404, a malformed list 400.",
                values: .text(maxLength: WebField.driversLimit * 41, pattern: WebField.driversPattern), example: .text("VER,LEC"))
        case .lap:
            WebRoute.Parameter(
                component: "lap", name: rawValue, location: .query,
                description: "Which lap of each driver: `fastest` (the default) or a lap's number, 1 to 999; anything else is 400.",
                values: .either([.words(["fastest"], default: "fastest"), .integers(1...999)]), example: .text("fastest"))
        case .by:
            WebRoute.Parameter(
                component: "by", name: rawValue, location: .query, description: "What colours the track; anything else is 400.",
                values: .words(TrackColouring.allCases.map(\.rawValue), default: TrackColouring.speed.rawValue), example: nil)
        case .since, .until:
            WebRoute.Parameter(
                component: rawValue, name: rawValue, location: .query,
                description: self == .since
                    ? "Count races from this season on; anything but a year is 400." : "Count races up to this season; anything but a year is 400.",
                values: .integers(WebField.years), example: .integer(2010))
        case .team, .circuit, .driver:
            WebRoute.Parameter(
                component: rawValue, name: rawValue, location: .query,
                description: identifierDescription,
                values: .text(maxLength: 60, pattern: WebField.idPattern),
                example: .text(self == .circuit ? "monza" : self == .team ? "ferrari" : "max-verstappen"))
        case .nationality:
            WebRoute.Parameter(
                component: rawValue, name: rawValue, location: .query,
                description: "Drivers of this nationality only, an adjective (`British`), any case.",
                values: .text(maxLength: 40, pattern: WebField.nationalityPattern), example: .text("British"))
        case .top:
            WebRoute.Parameter(
                component: rawValue, name: rawValue, location: .query,
                description: "The places listed (default \(WebField.defaultTop)); ties share a place, so more rows may come. Anything else is 400.",
                values: .integers(WebField.tops), example: .integer(10))
        }
    }
}
