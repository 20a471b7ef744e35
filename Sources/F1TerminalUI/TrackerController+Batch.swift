import TerminalKit

extension TrackerController {
    /// Handles keys that arrived together, in order; false when one asked to quit (the keys after
    /// it are left). A run of one move (a held key, a mebibyte of "j") is one move by the run's
    /// sum: the cursor stops at the list's ends either way, so it lands where the keys one by one
    /// would have put it, and the run costs one step instead of one a key.
    package func handle(_ keys: [Key]) -> Bool {
        var run: (command: TrackerCommand, step: Int, count: Int)?
        func finishRun() {
            if let run { moveCursor(by: run.step * run.count) }
            run = nil
        }
        for key in keys {
            let command = isShowingHelp ? nil : TrackerCommand.forKey(key, hasSections: hasSections)
            if let command, let step = Self.step(of: command) {
                if let current = run, current.command == command {
                    // Past a million the cursor is at an end of any list already.
                    run?.count = min(current.count + 1, 1_000_000)
                } else {
                    finishRun()
                    run = (command, step, 1)
                }
                continue
            }
            finishRun()
            guard handle(key) else { return false }
        }
        finishRun()
        return true
    }

    private static func step(of command: TrackerCommand) -> Int? {
        switch command {
        case .up: -1
        case .down: 1
        case .pageUp: -10
        case .pageDown: 10
        default: nil
        }
    }
}
