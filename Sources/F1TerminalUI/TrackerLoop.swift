import Foundation
import Observation
import TerminalKit

/// The app's run loop: draws a frame whenever what it shows changes (a key, a load finishing, a
/// live update, a resize) and writes only the cells that changed. It never polls: between events it
/// sleeps, waking only for the spinner while something loads and, where the clock moves, once a
/// minute for the countdowns.
@MainActor
package final class TrackerLoop {
    private let controller: TrackerController
    private let write: @Sendable ([UInt8]) -> Void
    private var renderer: FrameRenderer
    private var size: TerminalSize
    private var redrawPending = false
    private var spinner: Task<Void, Never>?
    private var minuteTick: DispatchWorkItem?
    /// Frames drawn so far, identical ones (which write nothing) included.
    package private(set) var framesDrawn = 0
    private let clockMoves: Bool

    /// `clockMoves` false (a source whose "now" is fixed, as the demo data's) needs no minute tick,
    /// so the idle app has no timer at all.
    package init(
        controller: TrackerController, size: TerminalSize, usesColor: Bool, clockMoves: Bool = true,
        write: @escaping @Sendable ([UInt8]) -> Void
    ) {
        self.controller = controller
        self.clockMoves = clockMoves
        self.size = size
        self.write = write
        renderer = FrameRenderer(usesColor: usesColor)
        controller.usesColor = usesColor
    }

    /// Draws the first frame, then handles `events` until the person quits or the input ends.
    package func run(events: AsyncStream<TerminalEvent>) async {
        controller.start()
        if clockMoves { scheduleMinuteTick() }
        // A source that answers at once (the demo data) is drawn with its content, not a loading
        // frame replaced a moment later; a slow one shows its spinner after a few milliseconds.
        let grace = ContinuousClock.now.advanced(by: .milliseconds(30))
        while controller.hasActionsRunning, ContinuousClock.now < grace {
            try? await Task.sleep(for: .milliseconds(1))
        }
        redraw()
        defer {
            minuteTick?.cancel()
            spinner?.cancel()
            controller.stop()
        }
        let inbox = EventInbox(events)
        for await _ in inbox.doorbell {
            let batch = inbox.takeAll()
            guard !batch.isEmpty else { continue }
            // Keys never depend on the size, so the batch's last size serves them all.
            let keys = batch.compactMap { event -> Key? in
                if case .key(let key) = event { key } else { nil }
            }
            guard controller.handle(keys) else { return }
            for case .resize(let newSize) in batch {
                size = newSize
                renderer.invalidate()
            }
            redraw()
        }
    }

    /// Draws the current state now; observation schedules the next draw when anything drawn changes.
    package func redraw() {
        redrawPending = false
        let frame = withObservationTracking {
            TrackerView.frame(controller, size: size)
        } onChange: { [weak self] in
            Task { @MainActor in self?.scheduleRedraw() }
        }
        let bytes = renderer.render(frame)
        if !bytes.isEmpty { write(bytes) }
        framesDrawn += 1
        updateSpinner()
    }

    private func scheduleRedraw() {
        guard !redrawPending else { return }
        redrawPending = true
        // Changes that arrive together (a load's several properties) are drawn as one frame.
        Task { @MainActor [weak self] in
            guard let self, self.redrawPending else { return }
            self.redraw()
        }
    }

    /// Turns the spinner ten times a second while the screen waits for data, and not otherwise.
    private func updateSpinner() {
        guard controller.isLoading else {
            spinner?.cancel()
            spinner = nil
            return
        }
        guard spinner == nil else { return }
        spinner = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                guard let self, !Task.isCancelled else { return }
                self.controller.tick()
            }
        }
    }

    /// Redraws at the start of every minute, for the countdowns the clock drives; no timer at all
    /// where the clock stands still. Measured: docs/performance.md#trackerloop-f1terminalui
    private func scheduleMinuteTick() {
        let seconds = 60 - Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
        let tick = DispatchWorkItem { [weak self] in
            Task { @MainActor in
                guard let self, self.minuteTick?.isCancelled == false else { return }
                self.redraw()
                self.scheduleMinuteTick()
            }
        }
        minuteTick = tick
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: tick)
    }
}
