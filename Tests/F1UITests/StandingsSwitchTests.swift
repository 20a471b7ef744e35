import F1Domain
import F1TestSupport
import F1UI
import Testing

/// The standings screen with both tables: switching loads each once, and choosing a row opens a season.
@MainActor
@Suite struct StandingsSwitchTests {
    typealias U = UISamples

    let router = Router(tab: .standings)
    let driverCalls = Calls<Int>()
    let constructorCalls = Calls<Int>()

    func screen(kind: StandingsScreen.Kind = .drivers) -> StandingsScreen {
        StandingsScreen(
            season: 2025, kind: kind, format: U.utc, router: router,
            loadDrivers: { [driverCalls] in
                driverCalls.record($0)
                return U.driverTable
            },
            loadConstructors: { [constructorCalls] in
                constructorCalls.record($0)
                return U.constructorTable
            })
    }

    @Test func eachTableLoadsOnceHoweverOftenItIsShown() async {
        let screen = screen()
        await screen.onAppear()
        #expect(screen.kind == .drivers)
        #expect(constructorCalls.all.isEmpty)

        await screen.onToggleKind()
        #expect(screen.kind == .constructors)
        #expect(screen.state.content?.rows.map(\.name) == ["Ferrari", "Red Bull", "McLaren", "Mercedes"])
        #expect(constructorCalls.all == [2025])

        await screen.onToggleKind()
        await screen.onToggleKind()
        #expect(screen.kind == .constructors)
        #expect(driverCalls.all == [2025])
        #expect(constructorCalls.all == [2025])
        #expect(screen.kinds == [.drivers, .constructors])
    }

    @Test func startingOnConstructorsLoadsOnlyThem() async {
        let screen = screen(kind: .constructors)
        await screen.onAppear()
        #expect(screen.state.content?.rows.count == 4)
        #expect(driverCalls.all.isEmpty)
    }

    @Test func choosingADriverOpensTheirSeason() async {
        let screen = screen()
        await screen.onAppear()
        screen.onSelectRow(at: 2)
        #expect(router.path == [.driverSeason(season: 2025, driver: "norris")])
    }

    @Test func choosingATeamOpensItsSeason() async {
        let screen = screen()
        await screen.onSelectKind(.constructors)
        screen.onSelectRow(at: 1)
        #expect(router.path == [.constructorSeason(season: 2025, constructor: "red_bull")])
    }

    @Test(arguments: [-1, 4, 99])
    func aRowThatIsNotThereOpensNothing(index: Int) async {
        let screen = screen()
        await screen.onAppear()
        screen.onSelectRow(at: index)
        await screen.onToggleKind()
        screen.onSelectRow(at: index)
        #expect(router.path.isEmpty)
    }

    @Test func beforeTheTableLoadsARowOpensNothing() {
        screen().onSelectRow(at: 0)
        #expect(router.path.isEmpty)
    }
}
