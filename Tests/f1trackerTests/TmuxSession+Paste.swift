import Foundation

extension TmuxSession {
    /// Pastes `text` as a person's terminal would: through a tmux buffer, with `paste-buffer -p`,
    /// which wraps it in ESC [ 200 ~ … ESC [ 201 ~ when the program asked for bracketed paste;
    /// not `bracketed`, as bare input, as a terminal without bracketed paste would type it.
    func paste(_ text: String, bracketed: Bool = true) async throws {
        let file = folder.appending(path: "paste-\(UUID().uuidString.prefix(8)).txt")
        try Data(text.utf8).write(to: file)
        try await run(["load-buffer", "-b", "test-paste", file.path])
        try await run(["paste-buffer"] + (bracketed ? ["-p"] : []) + ["-d", "-b", "test-paste", "-t", Self.target])
    }

    /// The process running in the pane under its shell (the app typed into it), found in /proc
    /// among the shell's children; nil when there is none.
    func foregroundChild() async throws -> pid_t? {
        let panePID = try await run(["display-message", "-p", "-t", Self.target, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let shell = pid_t(panePID), let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // After "pid (command) state ppid": the command may hold spaces, so fields count from its ")".
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == shell { return pid }
        }
        return nil
    }
}
