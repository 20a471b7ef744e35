import F1Domain
import F1UseCases
import Observation

/// A race in progress: the board is replaced by every snapshot until the flag, or until the
/// person stops following it; places gained or lost are measured against the update before.
@MainActor
@Observable
public final class LiveRaceScreen {
    /// The board, and the snapshot it was made from for machine-readable output.
    public struct Content: Equatable, Sendable {
        public var board: F1UI.Live.Board
        public var race: LiveRaceData
        /// The gaps of every lap shown so far, for the gap chart.
        public var trail: F1UI.Live.GapTrail
        /// The circuit the race is on, for the map of the cars; nil when the source has none.
        public var layout: TrackLayout?

        public init(board: F1UI.Live.Board, race: LiveRaceData, trail: F1UI.Live.GapTrail = .init(), layout: TrackLayout? = nil) {
            self.board = board
            self.race = race
            self.trail = trail
            self.layout = layout
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public private(set) var state: ViewState = .idle
    /// Whether the feed is being followed now.
    public private(set) var isRunning = false
    /// How many times real time the feed plays, when it can be changed.
    public private(set) var speed: Double?

    @ObservationIgnored private let follow: @Sendable () -> AsyncThrowingStream<LiveRaceData, any Error>
    @ObservationIgnored private let layout: TrackLayout?
    @ObservationIgnored private let playback: (any PlaybackSpeedControl)?
    @ObservationIgnored private let seek: (any PlaybackSeekControl)?
    @ObservationIgnored private let timeShift: (any LiveTimeShiftControl)?
    @ObservationIgnored private var following: Task<Void, Never>?
    @ObservationIgnored private var generation = 0
    /// The lap last jumped to, until a board shows it: jumps pressed faster than boards come add up.
    @ObservationIgnored private var pendingJump: Int?

    /// With `playback`, the person can make the feed faster or slower; with `seek` (a replay), jump
    /// to another lap; with `timeShift` (a session followed live), hold it back by a delay, go
    /// back, pause and catch up (it also sets the speed and jumps to laps); with `layout` (the
    /// circuit, where the source has it), each board has a map.
    public init(
        playback: (any PlaybackSpeedControl)? = nil, seek: (any PlaybackSeekControl)? = nil, timeShift: (any LiveTimeShiftControl)? = nil,
        layout: TrackLayout? = nil, follow: @escaping @Sendable () -> AsyncThrowingStream<LiveRaceData, any Error>
    ) {
        self.follow = follow
        self.layout = layout
        self.playback = timeShift ?? playback
        self.seek = timeShift ?? seek
        self.timeShift = timeShift
        speed = self.playback?.speed
        delay = timeShift?.delay
    }

    /// How long the board is held back behind live, when it can be (a session followed live).
    public private(set) var delay: Duration?
    /// Whether a session followed live is paused (it keeps being received).
    public private(set) var isPaused = false

    /// Whether the feed can be held back, rewound and caught up (a session followed live).
    public var canShiftTime: Bool { timeShift != nil }

    /// The delay in whole milliseconds, 0 without one.
    public var delayMilliseconds: Int { delay.map(LivePlayhead.milliseconds) ?? 0 }

    /// The delay a step of `onChangeDelay` adds or takes away.
    public static let delayStep: Duration = .seconds(5)

    /// Holds the board `steps` delay steps further behind live (nearer when negative), never before live.
    public func onChangeDelay(bySteps steps: Int) {
        guard let timeShift else { return }
        timeShift.delay = max(.zero, timeShift.delay + Self.delayStep * steps)
        delay = timeShift.delay
    }

    /// Moves the board `offset` back (negative) or on, within what has been received; on past the
    /// delayed edge, it follows live again.
    public func onSeek(by offset: Duration) {
        timeShift?.seek(by: offset)
        isPaused = timeShift?.isPaused ?? false
    }

    /// Back to live (less the delay), playing.
    public func onCatchUp() {
        timeShift?.catchUp()
        isPaused = false
    }

    /// Whether the feed is a replay the person can move through lap by lap.
    public var canJump: Bool { seek?.laps != nil }

    /// The line a running race keeps on every screen; nil before the first snapshot.
    public var summary: F1UI.Live.Summary? {
        state.content.map { Self.makeSummary(from: $0.board) }
    }

    /// Follows the race, calling `onUpdate` after each new board, until the stream ends or the task is cancelled.
    public func run(onUpdate: (Content) -> Void = { _ in }) async {
        generation += 1
        await consume(generation: generation, onUpdate: onUpdate)
    }

    /// Starts following the race; the board on screen stays until the first new snapshot.
    public func onStartLive() {
        guard !isRunning else { return }
        generation += 1
        let ticket = generation
        isRunning = true
        following = Task { await consume(generation: ticket, onUpdate: { _ in }) }
    }

    /// Stops following; the last board stays on screen.
    public func onStopLive() {
        guard isRunning else { return }
        generation += 1
        following?.cancel()
        following = nil
        isRunning = false
        if case .refreshing(let content) = state { state = .loaded(content) }
        if state == .loading { state = .idle }
    }

    /// Start or stop, as one key or button does; a session followed live pauses and plays on
    /// instead, so what arrives meanwhile is kept.
    public func onToggleLive() {
        if let timeShift, isRunning {
            timeShift.togglePause()
            isPaused = timeShift.isPaused
            return
        }
        isRunning ? onStopLive() : onStartLive()
    }

    /// One step faster or slower through the playback speeds.
    public func onChangeSpeed(faster: Bool) {
        guard let playback else { return }
        let speeds = playback.speeds
        let current = playback.speed
        let next = faster ? speeds.first { $0 > current } : speeds.last { $0 < current }
        guard let next else { return }
        playback.speed = next
        speed = playback.speed
    }

    /// Moves a replay `laps` laps on (back when negative) from the lap on the board, to the start
    /// of that lap, skipping laps the feed has no start for; at either end, to the start of the
    /// first or last lap. Playing, it goes on from there; stopped, the board shows the new lap and
    /// stays stopped. False when there is no replay, or no lap with a start that way.
    @discardableResult
    public func onJump(byLaps laps: Int) -> Bool {
        guard let seek, let range = seek.laps, laps != 0 else { return false }
        let current = pendingJump ?? state.content?.race.currentLap ?? range.lowerBound
        var target = min(max(current + laps, range.lowerBound), range.upperBound)
        while !seek.jump(toLap: target) {
            target += laps > 0 ? 1 : -1
            guard range.contains(target) else { return false }
        }
        pendingJump = target
        guard !isRunning else { return true }
        // Stopped: one frame from the new place. A replay's first frame shows where it stands.
        generation += 1
        let ticket = generation
        following = Task { await consume(generation: ticket, onUpdate: { _ in }, frames: 1) }
        return true
    }

    /// Waits until the feed started by `onStartLive` has ended (for tests and for a caller that must finish).
    package func waitUntilStopped() async {
        await following?.value
    }

    /// Follows the feed until it ends, or for `frames` snapshots (a stopped replay's jump shows one).
    private func consume(generation ticket: Int, onUpdate: (Content) -> Void, frames: Int? = nil) async {
        state = state.content.map { .refreshing($0) } ?? .loading
        var previous: [Driver.ID: Int] = [:]
        var trail = state.content?.trail ?? F1UI.Live.GapTrail()
        var shown = 0
        do {
            for try await snapshot in follow() {
                guard ticket == generation else { return }
                trail.record(snapshot)
                let content = Content(board: Self.makeBoardData(from: snapshot, previous: previous), race: snapshot, trail: trail, layout: layout)
                previous = Dictionary(snapshot.positions.map { ($0.driver, $0.position) }, uniquingKeysWith: { first, _ in first })
                state = .loaded(content)
                pendingJump = nil
                onUpdate(content)
                shown += 1
                // The flag ends the race: the board says so in the same update, not one feed interval later.
                if snapshot.isFinished || shown == frames { break }
            }
        } catch {
            guard ticket == generation else { return }
            state = .error(F1UI.FriendlyError.failure(for: error))
        }
        guard ticket == generation else { return }
        // A feed that ends before its first snapshot leaves nothing to show: say why.
        if state == .loading {
            let reason: any Error = Task.isCancelled ? CancellationError() : LookupError.noLiveRace
            state = .error(F1UI.FriendlyError.failure(for: reason))
        }
        if case .refreshing(let content) = state { state = .loaded(content) }
        isRunning = false
        following = nil
    }

    package nonisolated static func makeBoardData(from race: LiveRaceData, previous: [Driver.ID: Int] = [:]) -> F1UI.Live.Board {
        let lines = race.positions.map { position in
            F1UI.Live.Board.Line(
                position: String(position.position), code: position.code, team: position.constructorName,
                gap: gapText(position.gap, leader: "Leader"),
                interval: gapText(position.intervalGap, leader: ""),
                change: previous[position.driver].map { $0 - position.position } ?? 0,
                teamColor: F1UI.TeamColor.of(position.constructor, feedColour: position.teamColour),
                tyre: position.tyre.map { F1UI.Live.tyreText($0, age: position.tyreAge) } ?? "",
                pitStops: position.pitStops.map(String.init) ?? "", lastLap: position.lastLap?.description ?? "",
                note: noteText(position), sectors: position.lastLapSectors)
        }
        let leader = race.positions.first { $0.driver == race.leader }?.code ?? race.leader.rawValue
        return F1UI.Live.Board(
            raceName: race.raceName, lap: "\(race.currentLap)/\(race.totalLaps)", leader: leader,
            lines: lines, isFinished: race.isFinished,
            status: F1UI.Live.statusText(race.track, isFinished: race.isFinished) + (race.isStale ? " · feed interrupted, retrying" : ""),
            message: race.message, clock: race.at.map { F1UI.Live.clockText($0) }, weather: race.weather.map(F1UI.Live.weatherText),
            playback: race.playback.map(F1UI.Live.playbackText))
    }

    /// A gap column's text: an unknown gap is blank, as one not sent yet always was, never "+0.000".
    private nonisolated static func gapText(_ gap: LiveGap, leader: String) -> String {
        switch gap {
        case .leader: leader
        case .behind(let behind): behind.description
        case .unknown, .out: ""
        }
    }

    private nonisolated static func noteText(_ position: LivePosition) -> String {
        if let official = position.officialPosition { return "\(F1UI.Format.ordinal(official)) officially" }
        if let classification = position.officialClassification { return F1UI.Live.officialText(classification) }
        return position.retired ? "Out" : ""
    }

    package nonisolated static func makeSummary(from board: F1UI.Live.Board) -> F1UI.Live.Summary {
        let chaser = board.lines.dropFirst().first.map { "\($0.code) \($0.gap)" }
        return F1UI.Live.Summary(lap: board.lap, leader: board.leader, chaser: chaser, isFinished: board.isFinished)
    }
}
