import CBuildCommit
import F1Data

/// The programs' `--version`: the program's name and F1Kit's version, with the commit when the
/// build recorded it ("f1report 0.5.0 (commit 1a2b3c4d5e6f)").
package enum ProgramVersion {
    package static func line(of program: String) -> String {
        "\(program) \(F1KitVersion.text(commit: f1kit_build_commit_text().map { String(cString: $0) }))"
    }
}
