import F1Domain
import F1HTML
import F1UI
import F1UseCases
import Testing

/// Every report request is written as a path that reads back as the same request, as a page and,
/// where the API answers it, as JSON: the router and the links share one declaration.
@Suite struct WebAddressRoundTripTests {
    static let rounds: [RoundSelector] = [.round(1), .round(24), .last, .next]
    static let ids = ["max_verstappen", "jean pierre", "a/b", "what?x=1&y", "<script>", "pérez", "100%", "a+b#c\"d'", "..", "%32"]

    /// Representative values of every case: each kind, segment and chart kind, each round
    /// selector, optionals nil and not, ids that would break a path.
    static let requests: [ReportRequest] = {
        var requests: [ReportRequest] = [.overview, .seasons, .season(1950), .season(2025), .next, .rules(season: nil), .rules(season: 1988)]
        requests += [.champions(under: nil), .champions(under: "1991"), .champions(under: "f1-2010")]
        for season in [1950, 2025] {
            for round in rounds {
                requests += [
                    .race(season: season, round: round), .weekend(season: season, round: round),
                    .sprintQualifying(season: season, round: round), .sprint(season: season, round: round), .grid(season: season, round: round),
                    .pitStops(season: season, round: round),
                ]
                requests += ([nil] + QualifyingSegment.allCases).map { .qualifying(season: season, round: round, segment: $0) }
                requests += RaceChartScreen.kinds.map { .raceChart($0, season: season, round: round) }
            }
        }
        for kind in [StandingsScreen.Kind.drivers, .constructors] {
            requests += [.standings(kind, season: 2025), .progression(kind, season: 2025)]
            for round in [nil, 1, 99] {
                for under in [nil, "1991", "f1-2010"] { requests.append(.championship(kind, season: 2025, round: round, under: under)) }
            }
        }
        requests += [.title(season: 2025, round: nil), .title(season: 2025, round: 5)]
        requests += ids.flatMap {
            [
                ReportRequest.driverSeason(season: 2025, driver: Driver.ID(rawValue: $0)),
                .constructorSeason(season: 2025, constructor: Constructor.ID(rawValue: $0)),
            ]
        }
        requests += [.teammates(season: 1950), .teammates(season: 2025)]
        requests += zip(ids, ids.reversed()).map { .headToHead(season: 2025, first: Driver.ID(rawValue: $0), second: Driver.ID(rawValue: $1)) }
        requests += zip(ids, ids.reversed()).map { .headToHeadCareer(first: Driver.ID(rawValue: $0), second: Driver.ID(rawValue: $1)) }
        requests += HistoryQuestion.tour
        let everyFilter = RecordFilter(since: 1950, until: 2025, team: "ferrari", nationality: "British", circuit: "monza")
        requests += [
            .records(.counts(.points, everyFilter, under: "1991", top: 3)), .records(.counts(.lapsLed, RecordFilter(), under: nil, top: 10)),
            .records(.streaks(.poles, .driver("max-verstappen"), top: 20)), .records(.streaks(.podiums, .team("red_bull"), top: 10)),
            .records(.gridWins(RecordFilter(nationality: "New Zealander"), top: 1000)), .records(.gridWins(everyFilter, top: 1)),
        ]
        for session in SessionKind.allCases {
            for round in rounds {
                let address = SessionAddress(season: 2025, round: round, session: session)
                requests.append(.sectors(address))
                for (drivers, lap) in [([], LapChoice.fastest), (["VER"], .number(7)), (["RUS", "63", "leclerc", "a-b_c"], .fastest)] {
                    requests.append(.telemetry(address, drivers: drivers, lap: lap))
                    requests += TrackColouring.allCases.map { .trackMap(address, drivers: drivers, lap: lap, by: $0) }
                }
            }
        }
        return requests
    }()

    /// The address written for `address`, read back.
    static func readBack(_ address: WebAddress) throws -> WebAddress {
        let written = address.path.description
        let parts = written.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return try WebAddress(path: parts[0], query: parts.dropFirst().first)
    }

    @Test(arguments: requests)
    func eachRequestsPageReadsBackAsItself(_ request: ReportRequest) throws {
        #expect(try Self.readBack(.page(request)) == .page(request), "\(WebAddress.page(request).path)")
    }

    @Test(arguments: requests)
    func eachRequestAsJSONReadsBackAsItself(_ request: ReportRequest) throws {
        let api = WebAddress.api(request)
        if case .trackMap = request {
            #expect(throws: WebAddress.Refusal.unknownAddress) { try Self.readBack(api) }
            return
        }
        guard case .raceChart = request else {
            #expect(try Self.readBack(api) == api, "\(api.path)")
            return
        }
        // A chart is a picture: the API has no address for it.
        #expect(throws: WebAddress.Refusal.unknownAddress) { try Self.readBack(api) }
    }

    /// The samples hold every case: a new case fails to compile here until it has samples.
    @Test func theSamplesCoverEveryCase() {
        func name(_ request: ReportRequest) -> String {
            switch request {
            case .overview: "overview"
            case .seasons: "seasons"
            case .season: "season"
            case .race: "race"
            case .weekend: "weekend"
            case .next: "next"
            case .qualifying: "qualifying"
            case .sprintQualifying: "sprintQualifying"
            case .sprint: "sprint"
            case .grid: "grid"
            case .pitStops: "pitStops"
            case .standings: "standings"
            case .championship: "championship"
            case .progression: "progression"
            case .title: "title"
            case .rules: "rules"
            case .champions: "champions"
            case .raceChart: "raceChart"
            case .driverSeason: "driverSeason"
            case .constructorSeason: "constructorSeason"
            case .teammates: "teammates"
            case .headToHead: "headToHead"
            case .headToHeadCareer: "headToHeadCareer"
            case .telemetry: "telemetry"
            case .sectors: "sectors"
            case .trackMap: "trackMap"
            case .records: "records"
            }
        }
        #expect(Set(Self.requests.map(name)).count == 27)
    }

    @Test func theAddressesThatAreNotReportsReadBack() throws {
        for address in [WebAddress.openAPI, .live, .liveEvents, .stylesheet, .script] {
            #expect(try Self.readBack(address) == address)
        }
        #expect(WebAddress.live.path.description == "/live")
        #expect(WebAddress.openAPI.path.description == "/api/v1/openapi.json")
        #expect(WebAddress.stylesheet.path.description == WebAssets.stylesheetPath)
    }

    /// Links as pages have always written them (the HTML goldens hold them too).
    @Test(arguments: [
        (ReportRequest.overview, "/"), (.season(2025), "/2025"), (.race(season: 2025, round: .round(3)), "/2025/3"),
        (.race(season: 2025, round: .last), "/2025/last"),
        (.qualifying(season: 2025, round: .next, segment: .q2), "/2025/next/qualifying?segment=q2"),
        (.raceChart(.gaps, season: 2025, round: .round(3)), "/2025/3/chart/gaps"), (.pitStops(season: 2025, round: .round(3)), "/2025/3/pitstops"),
        (.standings(.constructors, season: 1958), "/1958/standings/constructors"),
        (.championship(.drivers, season: 2025, round: nil, under: nil), "/2025/championship"),
        (.championship(.constructors, season: 2025, round: 3, under: "1991"), "/2025/championship?round=3&kind=constructors&under=1991"),
        (.championship(.drivers, season: 2025, round: nil, under: ""), "/2025/championship"),
        (.progression(.constructors, season: 2025), "/2025/progression?kind=constructors"), (.title(season: 2025, round: 4), "/2025/title?round=4"),
        (.rules(season: nil), "/rules"), (.champions(under: "2010"), "/champions?under=2010"),
        (.driverSeason(season: 2025, driver: "räikkönen_🏎"), "/2025/drivers/r%C3%A4ikk%C3%B6nen_%F0%9F%8F%8E"),
        (.constructorSeason(season: 2025, constructor: "a/b?c"), "/2025/constructors/a%2Fb%3Fc"),
    ])
    func eachRequestIsWrittenAsBefore(_ request: ReportRequest, _ written: String) {
        #expect(WebPath(request).description == written)
    }

    /// A link writes a template's words as they are, so each must need no escape.
    @Test(arguments: WebAddress.templates)
    func eachTemplateWordIsWrittenAsItIs(_ template: String) {
        for word in template.split(separator: "/") where !word.hasPrefix("{") {
            #expect(WebPath.encoded(String(word)) == String(word), "\(template)")
        }
    }

    @Test func theAPIIsTheSameAddressUnderItsPrefix() {
        #expect(WebAddress.api(.overview).path.description == "/api/v1")
        #expect(WebAddress.api(.title(season: 2025, round: 2)).path.description == "/api/v1/2025/title?round=2")
    }
}
