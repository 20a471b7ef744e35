import F1Domain
import F1UI
import F1UseCases
import Observation
import TerminalKit

/// The terminal app's side of the model: it turns keys into F1UI's screen actions and keeps what
/// only a keyboard-driven terminal needs (which row the cursor is on, the help overlay, the
/// spinner). Everything an app of any kind would need lives in `AppModel`.
@MainActor
@Observable
package final class TrackerController {
    package let model: AppModel
    /// "Demo data (made up, not a real season)", for the title bar.
    package let sourceName: String
    /// Whether the help overlay is open.
    package private(set) var isShowingHelp = false
    /// Whether the Live tab draws the map of the cars, where the race has one (`v` shows or hides it).
    package private(set) var showsLiveMap = true
    /// Advanced while something loads, to turn the spinner.
    package private(set) var spinnerPhase = 0
    @ObservationIgnored package let now: @Sendable () -> Moment
    /// A failure's sentence as the app shows it; a composition root adds what to type about it.
    @ObservationIgnored package var describe: @MainActor (F1UI.Failure) -> String = { $0.message }
    /// In spoiler-free mode, moves its moment past the next hidden session (false: none is left);
    /// nil otherwise. `R` calls it, then shows every tab again.
    @ObservationIgnored package var reveal: (@Sendable () async throws -> Bool)?
    /// Whether the terminal shows colour: charts drawn without it mark with letters and shades instead.
    @ObservationIgnored package var usesColor = true
    /// The cursor of every list, by the list it belongs to, so going back finds it where it was.
    var cursors: [ListID: Int] = [:]
    @ObservationIgnored private var running: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var nextTaskID = 0

    package init(model: AppModel, sourceName: String, now: @escaping @Sendable () -> Moment) {
        self.model = model
        self.sourceName = sourceName
        self.now = now
    }

    /// Which screen the person sees.
    package enum Visible {
        case races(RacesScreen)
        case standings(StandingsScreen)
        case seasons(SeasonsScreen)
        case live(LiveRaceScreen)
        case weekend(RaceDetailScreen)
        /// Any other report opened on a tab: a driver's or team's season, a championship report
        /// opened by key.
        case report(any ReportScreen)
    }

    package var visible: Visible {
        if let route = model.router.top {
            switch model.screen(for: route) {
            case .raceWeekend(let screen): return .weekend(screen)
            case .report(let screen): return .report(screen)
            }
        }
        switch model.router.tab {
        case .races: return .races(model.races)
        case .standings: return .standings(model.standings)
        case .seasons: return .seasons(model.seasons)
        case .live: return .live(model.live)
        }
    }

    /// Whether the screen shown is waiting for data, so the spinner turns.
    package var isLoading: Bool {
        switch visible {
        case .races(let screen): screen.state.isLoading
        case .standings(let screen): screen.state.isLoading
        case .seasons(let screen): screen.state.isLoading
        case .live(let screen): screen.state == .loading
        case .weekend(let screen): screen.current.isLoading
        case .report(let screen): screen.isLoading
        }
    }

    /// The first thing the app does: shows the races tab's content.
    package func start() {
        perform { await $0.model.onAppear() }
    }

    /// Handles one key or paste; false when the person asked to quit.
    package func handle(_ key: Key) -> Bool {
        // No screen takes text, so a paste does nothing, even with the overlay open ("any key" is a key).
        if case .paste = key { return true }
        guard let command = TrackerCommand.forKey(key, hasSections: hasSections) else {
            // The overlay says any key closes it, so a key with no command does too.
            isShowingHelp = false
            return true
        }
        return handle(command)
    }

    /// Carries out one command; false for quit.
    package func handle(_ command: TrackerCommand) -> Bool {
        if isShowingHelp {
            // The overlay takes the next key: quit still quits, anything else closes it.
            if command == .quit { return false }
            isShowingHelp = false
            return true
        }
        switch command {
        case .quit: return false
        case .report(let key): openReport(key: key)
        case .whatIf: cycleWhatIf()
        case .nextChart:
            if case .weekend(let screen) = visible, let chart = screen.current as? RaceChartScreen { chart.onNextKind() }
            if case .live = visible { showsLiveMap.toggle() }
        case .reveal: revealNext()
        case .help: isShowingHelp = true
        case .up: moveCursor(by: -1)
        case .down: moveCursor(by: 1)
        case .pageUp: moveCursor(by: -10)
        case .pageDown: moveCursor(by: 10)
        case .first: moveCursor(by: -Int.max / 2)
        case .last: moveCursor(by: Int.max / 2)
        case .open: open()
        case .back: back()
        case .previousSection: moveSection(by: -1)
        case .nextSection: moveSection(by: 1)
        case .nextTab: select(tab: model.router.tab.shifted(by: 1))
        case .previousTab: select(tab: model.router.tab.shifted(by: -1))
        case .tab(let tab): select(tab: tab)
        case .refresh: refresh()
        case .toggleLive: toggleLive()
        case .faster: model.live.onChangeSpeed(faster: true)
        case .slower: model.live.onChangeSpeed(faster: false)
        case .jump(let laps): model.live.onJump(byLaps: laps)
        case .delay(let steps): model.live.onChangeDelay(bySteps: steps)
        case .seek(let seconds): model.live.onSeek(by: .seconds(seconds))
        case .catchUp: model.live.onCatchUp()
        }
        return true
    }

    /// Whether an action started by a key (or by `start`) has not finished yet.
    package var hasActionsRunning: Bool { !running.isEmpty }

    /// Turns the spinner one step; the run loop calls it while something loads.
    package func tick() {
        spinnerPhase &+= 1
    }

    /// Waits for every action started so far, and those they start (for tests and a clean quit).
    package func settle() async {
        while let (id, task) = running.first {
            await task.value
            running[id] = nil
        }
    }

    /// Stops whatever is loading or running, before the app ends.
    package func stop() {
        model.live.onStopLive()
        for task in running.values { task.cancel() }
        running = [:]
    }

    // MARK: - Actions

    /// Opens what the row under the cursor links to: the route its document row carries, or for
    /// a season, that season on every tab.
    private func open() {
        switch visible {
        case .seasons(let screen):
            screen.onSelectSeason(at: cursor)
        case .live:
            return
        default:
            guard let route = documentRows[safeIndex: cursor]?.route else { return }
            model.router.push(route)
        }
        perform { await $0.model.onAppear() }
    }

    private func back() {
        if model.onBack() { perform { await $0.model.onAppear() } }
    }

    private func select(tab: F1UI.Tab) {
        model.router.select(tab)
        perform { await $0.model.onAppear() }
    }

    private func moveSection(by offset: Int) {
        switch visible {
        case .weekend(let screen): perform { _ in await screen.onMoveSection(by: offset) }
        case .standings(let screen): perform { _ in await screen.onToggleKind() }
        case .report: toggleReportKind()
        default: break
        }
    }

    private func refresh() {
        switch visible {
        case .races(let screen): perform { _ in await Self.refreshOrRetry(screen) }
        case .standings(let screen): perform { _ in await Self.refreshOrRetry(screen) }
        case .seasons(let screen): perform { _ in await Self.refreshOrRetry(screen) }
        case .report(let screen): perform { _ in await Self.refreshOrRetry(screen) }
        case .weekend(let screen):
            perform { _ in screen.current.failure != nil ? await screen.onTappedRetry() : await screen.onRefresh() }
        case .live(let screen):
            if !screen.isRunning { screen.onStartLive() }
        }
    }

    private static func refreshOrRetry(_ screen: any LoadingScreen) async {
        screen.failure != nil ? await screen.onTappedRetry() : await screen.onRefresh()
    }

    /// The next session shown, and the tabs' screens loaded again to show it (screens opened
    /// before it stay as they were, showing less, until refreshed).
    private func revealNext() {
        guard let reveal else { return }
        perform { controller in
            guard (try? await reveal()) == true else { return }
            await controller.model.races.onRefresh()
            await controller.model.standings.onRefresh()
            controller.refresh()
        }
    }

    private func toggleLive() {
        model.live.onToggleLive()
    }

    /// Runs an action without holding up the keys: the screens show their loading meanwhile, and
    /// the newest load wins (ContentLoader), so a person never waits on a slow source to go on.
    func perform(_ action: @escaping @MainActor (TrackerController) async -> Void) {
        let id = nextTaskID
        nextTaskID += 1
        running[id] = Task { [weak self] in
            guard let self else { return }
            await action(self)
            self.running[id] = nil
        }
    }
}

extension F1UI.Tab {
    /// The tab `offset` places along, wrapping around.
    func shifted(by offset: Int) -> F1UI.Tab {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[((index + offset) % all.count + all.count) % all.count]
    }
}
