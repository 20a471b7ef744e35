import F1Domain
import F1UI
import F1UseCases

/// A value a web address carries, in its path (a year, a round, an id, a chart) or its query (a
/// championship's kind, the round it is counted to, other rules, a qualifying segment): how each
/// is written and read, declared once for every route.
package enum WebField: Hashable, Sendable {
    case year(Int)
    case round(RoundSelector)
    case id(String)
    /// A second id, after `id`.
    case other(String)
    case chart(Chart.Kind)
    /// `?kind=`: the drivers' championship is the default, so only the constructors' is written.
    case kind(StandingsScreen.Kind)
    /// `?round=`: the last round counted.
    case roundQuery(Int?)
    case under(String?)
    case segment(QualifyingSegment?)
    case session(SessionKind)
    /// `?drivers=RUS,LEC`: the drivers as a person named them.
    case drivers([String])
    /// `?lap=`: fastest is the default, so only a number is written.
    case lap(LapChoice)
    /// `?by=`: speed is the default.
    case colouring(TrackColouring)
    /// `?since=&until=&team=&nationality=&circuit=`: a record's filters, each written when set.
    case filter(RecordFilter)
    /// `?top=`: 10 is the default.
    case top(Int)
    /// `?driver=` or `?team=`: whose streaks; every driver's when neither.
    case streakSubject(StreakSubject)

    /// The text of a path value at `part`, nil when the value belongs elsewhere.
    func text(at part: WebRoute.Segment) -> String? {
        switch (self, part) {
        case (.year(let year), .year): String(year)
        case (.round(.round(let round)), .round): String(round)
        case (.round(let round), .round): Self.roundWords.first { $0.round == round }?.text
        case (.id(let id), .id): id
        case (.other(let id), .other): id
        case (.chart(let chart), .chart): chart.rawValue
        case (.session(let session), .session): session.code
        default: nil
        }
    }

    /// The text of the query value `name`, nil when it is absent, its default, or not this one.
    func text(of name: WebRoute.Query) -> String? {
        switch (self, name) {
        case (.kind(let kind), .kind): kind == .drivers ? nil : kind.rawValue
        case (.roundQuery(let round?), .round): String(round)
        case (.under(let under?), .under): under.isEmpty ? nil : under
        case (.segment(let segment?), .segment): Self.segmentText(segment)
        case (.drivers(let drivers), .drivers): drivers.isEmpty ? nil : drivers.joined(separator: ",")
        case (.lap(.number(let lap)), .lap): String(lap)
        case (.colouring(let colouring), .by): colouring == .speed ? nil : colouring.rawValue
        case (.filter(let filter), .since): filter.since.map(String.init)
        case (.filter(let filter), .until): filter.until.map(String.init)
        case (.filter(let filter), .team): filter.team?.rawValue
        case (.filter(let filter), .nationality): filter.nationality
        case (.filter(let filter), .circuit): filter.circuit?.rawValue
        case (.top(let top), .top): top == WebField.defaultTop ? nil : String(top)
        case (.streakSubject(.driver(let id)), .driver): id.rawValue
        case (.streakSubject(.team(let id)), .team): id.rawValue
        default: nil
        }
    }

    // MARK: - The values taken

    /// Years of four digits: F1 began in 1950, and nothing after 2999 is asked in earnest.
    static let years = 1000...2999
    /// Rounds of one or two digits from 1.
    static let roundNumbers = 1...99
    /// The rounds named by a word: the last race run and the next to come.
    static let roundWords: [(text: String, round: RoundSelector)] = [("last", .last), ("next", .next)]
    /// `?under=`: a season or a system's id, of these characters (`WebRoute.Reader.under`).
    static let underLength = 40
    static let underPattern = "^[A-Za-z0-9._-]*$"
    /// `?drivers=`: the most a telemetry report compares.
    static let driversLimit = 8
    static let driversPattern = "^[A-Za-z0-9_-]{1,40}(,[A-Za-z0-9_-]{1,40}){0,7}$"

    /// `?top=`: the places a record lists.
    static let defaultTop = 10
    static let tops = 1...1000
    /// `?team=`, `?circuit=`, `?driver=`: an id of the source, of these characters.
    static let idPattern = "^[A-Za-z0-9_-]{1,60}$"
    /// `?nationality=`: an adjective ("British", "New Zealander").
    static let nationalityPattern = "^[A-Za-z -]{1,40}$"

    /// "q3".
    static func segmentText(_ segment: QualifyingSegment) -> String { segment.name.lowercased() }

    // MARK: - Path values read

    static func year(_ text: String) -> Int? {
        guard text.utf8.count == 4, isDigits(text), let year = Int(text), years.contains(year) else { return nil }
        return year
    }

    static func round(_ text: String) -> RoundSelector? {
        roundWords.first { $0.text == text }?.round ?? roundNumber(text).map(RoundSelector.round)
    }

    static func roundNumber(_ text: String) -> Int? {
        guard (1...2).contains(text.utf8.count), isDigits(text), let round = Int(text), roundNumbers.contains(round) else { return nil }
        return round
    }

    private static func isDigits(_ text: String) -> Bool {
        text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

extension WebRoute {
    /// An address's values as a route reads them: the path's already checked, the query's checked
    /// as they are read (each refusal names what the parameter takes).
    package struct Reader: Sendable {
        struct Path: Sendable {
            var year: Int?
            var round: RoundSelector?
            var id: String?
            var other: String?
            var chart: Chart.Kind?
            var session: SessionKind?
        }

        var path = Path()
        /// The query parameters the route reads, their values as sent.
        let query: [String: Substring]

        init(query: [String: Substring]) {
            self.query = query
        }

        package func year() throws(WebAddress.Refusal) -> Int { try present(path.year) }
        package func round() throws(WebAddress.Refusal) -> RoundSelector { try present(path.round) }
        package func id() throws(WebAddress.Refusal) -> String { try present(path.id) }
        package func other() throws(WebAddress.Refusal) -> String { try present(path.other) }
        package func chart() throws(WebAddress.Refusal) -> Chart.Kind { try present(path.chart) }
        package func session() throws(WebAddress.Refusal) -> SessionKind { try present(path.session) }

        /// The drivers named, in order: letters, digits, `-` and `_`, at most eight of 40 characters.
        package func drivers() throws(WebAddress.Refusal) -> [String] {
            guard let text = value(.drivers), !text.isEmpty else { return [] }
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard names.count <= WebField.driversLimit,
                names.allSatisfy({ name in
                    !name.isEmpty && name.count <= 40 && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }
                })
            else {
                throw .badQuery("drivers must be up to \(WebField.driversLimit) codes, numbers or surnames separated by commas, such as RUS,LEC.")
            }
            return names
        }

        /// The fastest lap when absent.
        package func lap() throws(WebAddress.Refusal) -> LapChoice {
            guard let text = value(.lap) else { return .fastest }
            if text == "fastest" { return .fastest }
            guard (1...3).contains(text.utf8.count), text.allSatisfy(\.isASCII), let lap = Int(text), (1...999).contains(lap), String(lap) == text
            else {
                throw .badQuery("lap must be fastest or a lap's number from 1 to 999.")
            }
            return .number(lap)
        }

        /// Speed when absent.
        package func colouring() throws(WebAddress.Refusal) -> TrackColouring {
            guard let text = value(.by) else { return .speed }
            guard let colouring = TrackColouring(rawValue: text) else { throw .badQuery("by must be speed, gear or fastest.") }
            return colouring
        }

        /// A record's filters; each absent is nil.
        package func filter() throws(WebAddress.Refusal) -> RecordFilter {
            RecordFilter(
                since: try season(.since), until: try season(.until), team: try identifier(.team).map { Constructor.ID($0) },
                nationality: try nationality(), circuit: try identifier(.circuit).map { Circuit.ID($0) })
        }

        /// 10 when absent.
        package func top() throws(WebAddress.Refusal) -> Int {
            guard let text = value(.top) else { return WebField.defaultTop }
            guard (1...4).contains(text.utf8.count), text.allSatisfy(\.isASCII), let top = Int(text), WebField.tops.contains(top), String(top) == text
            else { throw .badQuery("top must be a number from 1 to 1000.") }
            return top
        }

        /// A driver's (`?driver=`) or a team's (`?team=`) streaks; every driver's when neither.
        package func streakSubject() throws(WebAddress.Refusal) -> StreakSubject {
            switch (try identifier(.driver), try identifier(.team)) {
            case (let driver?, nil): .driver(Driver.ID(driver))
            case (nil, let team?): .team(Constructor.ID(team))
            case (nil, nil): .drivers
            case (.some, .some): throw .noReport("A streak is a driver's or a team's: give driver or team, not both.")
            }
        }

        private func season(_ name: WebRoute.Query) throws(WebAddress.Refusal) -> Int? {
            guard let text = value(name) else { return nil }
            guard let year = WebField.year(text) else { throw .badQuery("\(name.rawValue) must be a season's year of four digits.") }
            return year
        }

        private func identifier(_ name: WebRoute.Query) throws(WebAddress.Refusal) -> String? {
            guard let text = value(name) else { return nil }
            guard !text.isEmpty, text.count <= 60, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }) else {
                throw .badQuery("\(name.rawValue) must be an id of the source: letters, digits, - and _.")
            }
            return text
        }

        private func nationality() throws(WebAddress.Refusal) -> String? {
            guard let text = value(.nationality) else { return nil }
            guard !text.isEmpty, text.count <= 40, text.allSatisfy({ $0.isASCII && ($0.isLetter || " -".contains($0)) }) else {
                throw .badQuery("nationality must be an adjective such as British.")
            }
            return text
        }

        /// Drivers when absent.
        package func kind() throws(WebAddress.Refusal) -> StandingsScreen.Kind {
            guard let text = value(.kind) else { return .drivers }
            guard let kind = StandingsScreen.Kind(rawValue: text) else { throw .badQuery("kind must be drivers or constructors.") }
            return kind
        }

        package func roundQuery() throws(WebAddress.Refusal) -> Int? {
            guard let text = value(.round) else { return nil }
            guard let round = WebField.roundNumber(text) else { throw .badQuery("round must be a number from 1 to 99.") }
            return round
        }

        /// Other rules: a season that used them (1991) or a system's id; the rulebook says which
        /// exist. Empty is the same as absent.
        package func under() throws(WebAddress.Refusal) -> String? {
            guard let text = value(.under), !text.isEmpty else { return nil }
            guard text.count <= WebField.underLength, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }) else {
                throw .badQuery("under must name a season (1991) or a scoring system's id.")
            }
            return text
        }

        package func segment() throws(WebAddress.Refusal) -> QualifyingSegment? {
            guard let text = value(.segment) else { return nil }
            guard let segment = QualifyingSegment.allCases.first(where: { WebField.segmentText($0) == text }) else {
                throw .badQuery("segment must be q1, q2 or q3.")
            }
            return segment
        }

        /// The decoded value of `name`, nil when absent. A value that does not decode is read as
        /// U+FFFD, which no parameter takes, so it is refused with the parameter's own sentence.
        private func value(_ name: WebRoute.Query) -> String? {
            query[name.rawValue].map { WebPath.decoded($0, plusIsSpace: true) ?? "\u{FFFD}" }
        }

        /// A path value the template names; absent only for a route whose reader asks for a value
        /// its template lacks, which the round-trip tests would show.
        private func present<Value>(_ value: Value?) throws(WebAddress.Refusal) -> Value {
            guard let value else { throw .unknownAddress }
            return value
        }
    }
}
