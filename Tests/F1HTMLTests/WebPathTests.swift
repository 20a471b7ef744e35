import F1Domain
import F1HTML
import F1UI
import Testing

/// Each route's web path, the pages that are not routes, and ids that would break a path.
@Suite struct WebPathTests {
    @Test(arguments: [
        (F1UI.Route.raceWeekend(season: 2025, round: 3), "/2025/3"),
        (.driverSeason(season: 2025, driver: "max_verstappen"), "/2025/drivers/max_verstappen"),
        (.constructorSeason(season: 2025, constructor: "red_bull"), "/2025/constructors/red_bull"),
        (.championship(season: 2025, kind: .drivers, under: nil), "/2025/championship"),
        (.championship(season: 2025, kind: .constructors, under: nil), "/2025/championship?kind=constructors"),
        (.championship(season: 2025, kind: .drivers, under: "1991"), "/2025/championship?under=1991"),
        (.championship(season: 1988, kind: .constructors, under: "best 11 of 16"), "/1988/championship?kind=constructors&under=best%2011%20of%2016"),
        (.progression(season: 2025, kind: .drivers), "/2025/progression"),
        (.progression(season: 2025, kind: .constructors), "/2025/progression?kind=constructors"),
        (.title(season: 2025), "/2025/title"),
        (.rules(season: 2025), "/2025/rules"),
        (.champions(under: nil), "/champions"),
        (.champions(under: "2010"), "/champions?under=2010"),
    ])
    func eachRouteHasItsPath(route: F1UI.Route, path: String) {
        #expect(WebPath(route).description == path)
        // The router reads the same path back into the same route.
        #expect(WebPath(target: path)?.route == route)
    }

    @Test func thePagesThatAreNotRoutesHaveTheirPaths() {
        #expect(WebPath.home.description == "/")
        #expect(WebPath.seasons.description == "/seasons")
        #expect(WebPath.live.description == "/live")
        #expect(WebPath.season(2025).description == "/2025")
        #expect(WebPath.standings(.drivers, season: 2025).description == "/2025/standings/drivers")
        #expect(WebPath.standings(.constructors, season: 1958).description == "/1958/standings/constructors")
        for page in [WebPath.home, .seasons, .live, .season(2025), .standings(.drivers, season: 2025)] {
            #expect(WebPath(target: page.description)?.route == nil, "\(page) is a page, not a route")
        }
    }

    /// Anything but A-Z a-z 0-9 - . _ ~ is written as %XX of its UTF-8, so an id stays one segment.
    @Test(arguments: [
        ("jean pierre", "jean%20pierre"),
        ("a/b", "a%2Fb"),
        ("what?x=1&y", "what%3Fx%3D1%26y"),
        ("<script>", "%3Cscript%3E"),
        ("pérez", "p%C3%A9rez"),
        ("räikkönen_🏎", "r%C3%A4ikk%C3%B6nen_%F0%9F%8F%8E"),
        ("100%", "100%25"),
        ("a+b#c\"d'", "a%2Bb%23c%22d%27"),
        ("keep-._~", "keep-._~"),
    ])
    func hostileIDsStayOneSegment(id: String, encoded: String) {
        let driver = WebPath(.driverSeason(season: 2025, driver: Driver.ID(rawValue: id)))
        #expect(driver.description == "/2025/drivers/" + encoded)
        #expect(driver.route == .driverSeason(season: 2025, driver: Driver.ID(rawValue: id)))
        let team = WebPath(.constructorSeason(season: 2025, constructor: Constructor.ID(rawValue: id)))
        #expect(team.description == "/2025/constructors/" + encoded)
        #expect(WebPath(target: team.description)?.route == .constructorSeason(season: 2025, constructor: Constructor.ID(rawValue: id)))
        let champions = WebPath(.champions(under: id))
        #expect(champions.description == "/champions?under=" + encoded)
        #expect(WebPath(target: champions.description)?.route == .champions(under: id))
    }

    @Test func aFormsPlusIsASpaceInTheQueryButNotInThePath() {
        #expect(WebPath(target: "/champions?under=best+11")?.route == .champions(under: "best 11"))
        #expect(WebPath(target: "/2025/drivers/a+b")?.route == .driverSeason(season: 2025, driver: "a+b"))
    }

    @Test(arguments: [
        "/2025/drivers/%E9",  // Latin-1, not UTF-8
        "/2025/drivers/%4",  // a broken escape
        "/2025/drivers/%zz",
        "/champions?under=%",
        "2025/3",  // not a path
    ])
    func aBrokenTargetIsRefused(target: String) {
        #expect(WebPath(target: target) == nil)
    }

    @Test(arguments: [
        "/", "/seasons", "/2025", "/2025/", "/2025/3/", "/2025/+3", "/2025/03x", "/x/3", "/2025/drivers", "/2025/drivers/",
        "/2025/drivers/a/b", "/2025/championship?kind=teams", "/2025/progression?kind=nobody", "/2025/standings/drivers", "/2025/banana",
        "/1234567/3",
    ])
    func aPathNoRouteHasIsNoRoute(target: String) {
        #expect(WebPath(target: target)?.route == nil)
    }
}
