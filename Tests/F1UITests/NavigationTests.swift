import F1Domain
import F1UI
import Testing

@MainActor
@Suite struct RouterTests {
    let weekend = ReportRequest.race(season: 2025, round: .round(4))
    let driver = ReportRequest.driverSeason(season: 2025, driver: "max_verstappen")
    let team = ReportRequest.constructorSeason(season: 2025, constructor: "ferrari")

    @Test func pushAndPopOnTheSelectedTab() {
        let router = Router()
        router.push(weekend)
        router.push(driver)
        #expect(router.path == [weekend, driver])
        #expect(router.top == driver)

        #expect(router.pop())
        #expect(router.path == [weekend])
        #expect(router.pop())
        #expect(router.top == nil)
    }

    @Test func popAtTheRootSaysThereWasNothingToClose() {
        let router = Router(tab: .standings)
        #expect(!router.pop())
        #expect(router.path.isEmpty)
    }

    @Test func eachTabKeepsItsOwnStack() {
        let router = Router(tab: .races)
        router.push(weekend)
        router.select(.standings)
        #expect(router.path.isEmpty)
        router.push(team)
        #expect(router.path == [team])

        router.select(.races)
        #expect(router.path == [weekend])
        #expect(router.path(for: .standings) == [team])
        #expect(router.path(for: .seasons).isEmpty)
    }

    @Test func pushingTheTopAgainIsIgnored() {
        let router = Router()
        router.push(driver)
        router.push(driver)
        #expect(router.path == [driver])
        // Only the top counts: the same screen further down may be opened again.
        router.push(weekend)
        router.push(driver)
        #expect(router.path == [driver, weekend, driver])
    }

    @Test func popAllToRootEmptiesEveryTabAndKeepsTheTab() {
        let router = Router(tab: .races)
        router.push(weekend)
        router.select(.standings)
        router.push(team)
        router.popAllToRoot()
        #expect(router.tab == .standings)
        for tab in F1UI.Tab.allCases { #expect(router.path(for: tab).isEmpty) }
    }

    @Test func setPathReplacesOneTabsStack() {
        let router = Router(tab: .races)
        router.push(weekend)
        router.setPath([driver, team], for: .standings)
        #expect(router.path == [weekend])
        #expect(router.path(for: .standings) == [driver, team])
    }
}
