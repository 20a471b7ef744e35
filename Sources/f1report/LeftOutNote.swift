import F1CommandLine
import F1Domain
import F1UI

/// What a feed left out on purpose, said once on standard error, and again only when it grows.
struct LeftOutNote {
    private var said: [LeftOutRecords] = []
    private var pending: String?

    mutating func note(_ leftOut: [LeftOutRecords], sayNow: Bool, _ terminal: Terminal) {
        guard leftOut != said, let sentence = LeftOutRecords.sentence(leftOut) else { return }
        said = leftOut
        if sayNow {
            terminal.complain(sentence)
            pending = nil
        } else {
            pending = sentence
        }
    }

    mutating func sayPending(_ terminal: Terminal) {
        if let pending { terminal.complain(pending) }
        pending = nil
    }
}
