import F1Domain
import F1UseCases
import Observation

/// A race in progress: the board is replaced by every snapshot until the flag or until stopped.
@MainActor
@Observable
public final class LiveRaceScreen {
    /// The board, and the snapshot it was made from for machine-readable output.
    public struct Content: Equatable, Sendable {
        public var board: F1UI.Live.Board.ViewData
        public var race: LiveRaceData

        public init(board: F1UI.Live.Board.ViewData, race: LiveRaceData) {
            self.board = board
            self.race = race
        }
    }

    public typealias ViewState = F1UI.ViewState<Content>

    public private(set) var state: ViewState = .idle
    private let follow: @Sendable () -> AsyncThrowingStream<LiveRaceData, any Error>

    public init(follow: @escaping @Sendable () -> AsyncThrowingStream<LiveRaceData, any Error>) {
        self.follow = follow
    }

    /// Follows the race, calling `onUpdate` after each new board, until the stream ends or the task is cancelled.
    public func run(onUpdate: (Content) -> Void = { _ in }) async {
        state = .loading
        do {
            for try await snapshot in follow() {
                let content = Content(board: Self.makeBoardData(from: snapshot), race: snapshot)
                state = .loaded(content)
                onUpdate(content)
            }
        } catch {
            state = .error(F1UI.FriendlyError.failure(for: error))
        }
        // A feed that ends before its first snapshot leaves nothing to show: say why.
        if state == .loading {
            let reason: any Error = Task.isCancelled ? CancellationError() : LookupError.noLiveRace
            state = .error(F1UI.FriendlyError.failure(for: reason))
        }
    }

    package nonisolated static func makeBoardData(from race: LiveRaceData) -> F1UI.Live.Board.ViewData {
        let lines = race.positions.map { position in
            F1UI.Live.Board.ViewData.Line(
                position: String(position.position), code: position.code, team: position.constructorName,
                gap: position.gapToLeader.map { "+" + $0.description } ?? "Leader",
                interval: position.interval.map { "+" + $0.description } ?? "")
        }
        let leader = race.positions.first { $0.driver == race.leader }?.code ?? race.leader.rawValue
        return F1UI.Live.Board.ViewData(
            raceName: race.raceName, lap: "\(race.currentLap)/\(race.totalLaps)", leader: leader,
            lines: lines, isFinished: race.isFinished)
    }
}
