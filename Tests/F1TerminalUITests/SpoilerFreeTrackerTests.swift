import F1Data
import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import TerminalKit
import Testing

@testable import F1TerminalUI

/// f1tracker spoiler-free: the frames `TrackerView` draws (the calendar, the standings, the Live
/// tab) show nothing of the Australian Grand Prix, and `R` reveals it.
@MainActor
@Suite struct SpoilerFreeTrackerTests {
    static let size = TerminalSize(columns: 160, rows: 50)

    @Test func theTabsHideTheRoundUntilRRevealsIt() async throws {
        let demo = try DemoRepository()
        let check = try await SpoilerCheck.hiding([3], of: 2025, in: demo)
        let source = try #require(try await SpoilerFreeSource.wrapping(demo, at: SpoilerMoment()) as? SpoilerFreeSource)
        let live = source.live(demo.liveRace)
        let feed = AppModel.LiveFeed(playback: nil) { _ in live.liveRace(every: .seconds(1), clock: ImmediateClock()) }
        let controller = TrackerController(
            model: AppModel(season: 2025, format: F1UI.Format(), source: source, live: feed), sourceName: demo.info.name, now: source.clock.now)
        controller.reveal = { try await source.revealNext() }
        controller.start()
        let frame = { TrackerView.frame(controller, size: Self.size).text }
        await waitUntil("the calendar") { frame().contains("Past races") }
        #expect(check.leaks(inLines: frame(), face: "terminal", report: "races").isEmpty, "\(frame())")
        #expect(frame().contains("Australian Grand Prix"))
        _ = controller.handle(.character("2"))
        await waitUntil("the standings") { frame().contains("Leader") }
        #expect(check.leaks(inLines: frame(), face: "terminal", report: "standings").isEmpty, "\(frame())")
        _ = controller.handle(.character("4"))
        await waitUntil("the Live tab's sentence") { frame().contains("spoiler-free moment") }
        #expect(!frame().contains("Lap "), "\(frame())")
        _ = controller.handle(.character("1"))
        _ = controller.handle(.character("R"))
        await waitUntil("the revealed winner") { frame().contains("Lando Norris") && !frame().contains("Loading") }
        let revealed = check.leaks(inLines: frame(), face: "terminal", report: "races")
        #expect(revealed.contains { $0.contains("Australian Grand Prix with Norris") }, "\(frame())")
    }
}
