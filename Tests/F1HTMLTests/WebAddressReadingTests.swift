import F1Domain
import F1HTML
import F1UI
import Testing

/// Addresses as browsers and strangers send them: escaped spellings, broken escapes, numbers too
/// long, queries the page does not read or reads twice.
@Suite struct WebAddressReadingTests {
    static func read(_ target: String) throws(WebAddress.Refusal) -> WebAddress {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return try WebAddress(path: parts[0], query: parts.dropFirst().first)
    }

    @Test(arguments: [
        ("/%32025/championship", ReportRequest.championship(.drivers, season: 2025, round: nil, under: nil)),
        ("/2025//3/", .race(season: 2025, round: .round(3))),
        ("/2025/championship?kind=drivers&junk=1&utm_source=x", .championship(.drivers, season: 2025, round: nil, under: nil)),
        ("/2025/championship?under=", .championship(.drivers, season: 2025, round: nil, under: nil)),
        ("/2025/championship?%6Bind=constructors", .championship(.constructors, season: 2025, round: nil, under: nil)),
        ("/2025/title?round=%31", .title(season: 2025, round: 1)),
        ("/2025/drivers/a+b", .driverSeason(season: 2025, driver: "a+b")),
        ("/2025/drivers/a%2Fb", .driverSeason(season: 2025, driver: "a/b")),
        ("/2025/drivers/%2E%2E", .driverSeason(season: 2025, driver: "..")),
        ("/2025/drivers/grid", .driverSeason(season: 2025, driver: "grid")),
        ("/2025/next", .race(season: 2025, round: .next)),
    ])
    func anAddressReadsAsTheRequestItMeans(_ target: String, _ request: ReportRequest) throws {
        #expect(try Self.read(target) == .page(request))
    }

    @Test(arguments: [
        "/2025/drivers/%E9",  // Latin-1, not UTF-8
        "/2025/drivers/%4", "/2025/drivers/%zz", "/%2532025", "/%2532025/championship",  // broken, or encoded twice
        "/2025/../2025", "/2025/./3", "/..", "/2025/3/..",
        "/20255", "/025", "/12025/3", "/2025/100", "/2025/0", "/2025/003", "/2025/+3", "/2025/03x", "/3000", "/0999",
        "/x/3", "/2025/drivers", "/2025/drivers/a/b", "/2025/standings/teams", "/2025/banana", "/2025/3/banana", "/2025/3/chart",
        "/2025/3/chart/pie", "/2025/LAST", "/nowhere", "/api", "/api/v2/2025", "/%61pi/v1/2025", "/api/v1/2025/3/chart/gaps",
        "/api/v1/live", "/live/x", "/2025/3/Q/sectors", "/2025/3/qualifying/sectors", "/2025/3/fp4/telemetry", "/2025/3/q/telemetry/x",
        "/api/v1/2025/3/q/trackmap",
    ])
    func anAddressNoPageHasIsUnknown(_ target: String) {
        #expect(throws: WebAddress.Refusal.unknownAddress) { try Self.read(target) }
    }

    @Test(arguments: [
        ("/2025/championship?kind=teams", "kind must be drivers or constructors."),
        ("/2025/progression?kind=%zz", "kind must be drivers or constructors."),
        ("/2025/championship?round=100", "round must be a number from 1 to 99."),
        ("/2025/championship?round=0001", "round must be a number from 1 to 99."),
        ("/2025/title?round", "round must be a number from 1 to 99."),
        ("/2025/title?round=99999999999999999999999", "round must be a number from 1 to 99."),
        ("/champions?under=%E9", "under must name a season (1991) or a scoring system's id."),
        ("/champions?under=best+11", "under must name a season (1991) or a scoring system's id."),  // a space, as forms send it
        ("/champions?under=%3Cscript%3E", "under must name a season (1991) or a scoring system's id."),
        ("/champions?under=" + String(repeating: "1", count: 41), "under must name a season (1991) or a scoring system's id."),
        ("/2025/3/qualifying?segment=q4", "segment must be q1, q2 or q3."),
        ("/2025/championship?round=1&round=2", "round is given more than once; give it once."),
        ("/api/v1/2025/progression?kind=drivers&kind=constructors", "kind is given more than once; give it once."),
        ("/2025?junk=1&junk=2", "junk is given more than once; give it once."),
        ("/2025/3/q/telemetry?drivers=VER,,LEC", "drivers must be up to 8 codes, numbers or surnames separated by commas, such as RUS,LEC."),
        ("/2025/3/q/telemetry?drivers=%3Cscript%3E", "drivers must be up to 8 codes, numbers or surnames separated by commas, such as RUS,LEC."),
        ("/2025/3/q/telemetry?drivers=A,B,C,D,E,F,G,H,I", "drivers must be up to 8 codes, numbers or surnames separated by commas, such as RUS,LEC."),
        ("/2025/3/q/telemetry?lap=0", "lap must be fastest or a lap's number from 1 to 999."),
        ("/2025/3/q/telemetry?lap=007", "lap must be fastest or a lap's number from 1 to 999."),
        ("/2025/3/q/trackmap?by=colour", "by must be speed, gear or fastest."),
    ])
    func aQueryValueThePageDoesNotTakeIsRefused(_ target: String, _ sentence: String) {
        #expect(throws: WebAddress.Refusal.badQuery(sentence)) { try Self.read(target) }
    }

    /// A wrong path is a 404 whatever its query: the path is read before any value of it.
    @Test func aWrongPathIsUnknownBeforeItsQueryIsRead() {
        #expect(throws: WebAddress.Refusal.unknownAddress) { try Self.read("/20255/championship?kind=teams") }
    }

    @Test func theAddressesThatAreNotReportsIgnoreTheirQuery() throws {
        #expect(try Self.read("/live?x=1&x=2") == .live)
        #expect(try Self.read(WebAssets.stylesheetURL) == .stylesheet)
        #expect(try Self.read("/api/v1/openapi.json") == .openAPI)
    }

    @Test func theAPIIsKnownByItsPathAsSent() {
        #expect(WebAddress.isAPI("/api/v1"))
        #expect(WebAddress.isAPI("/api/v1/2025"))
        #expect(!WebAddress.isAPI("/%61pi/v1/2025"))
        #expect(!WebAddress.isAPI("/api/v10"))
        #expect(!WebAddress.isAPI("/api"))
    }

    /// Anything but A-Z a-z 0-9 - . _ ~ is written as %XX of its UTF-8, and read back whole.
    @Test(arguments: [
        ("jean pierre", "jean%20pierre"), ("a/b", "a%2Fb"), ("what?x=1&y", "what%3Fx%3D1%26y"), ("<script>", "%3Cscript%3E"),
        ("pérez", "p%C3%A9rez"), ("100%", "100%25"), ("a+b#c\"d'", "a%2Bb%23c%22d%27"), ("keep-._~", "keep-._~"),
    ])
    func encodingAndDecodingAreInverses(_ text: String, _ encoded: String) {
        #expect(WebPath.encoded(text) == encoded)
        #expect(WebPath.decoded(encoded[...], plusIsSpace: false) == text)
        #expect(WebPath.decoded(encoded[...], plusIsSpace: true) == text)
    }
}
