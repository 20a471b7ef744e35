import ArgumentParser
import F1Data
import Foundation

/// `f1report cache info|clear`: the API cache.
struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show or clear the cache of API responses (--source api).",
        subcommands: [Info.self, Clear.self])

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Where the cache is, how many responses it holds, and from when.")

        @OptionGroup var options: CacheOptions

        func run() throws {
            let summary = options.cache.summary()
            var lines = ["Cache:     \(summary.directory)"]
            let size = ByteCountFormatter.string(fromByteCount: Int64(summary.bytes), countStyle: .file)
            lines.append("Responses: \(summary.entries) (\(size))")
            for (server, count) in summary.servers.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(server): \(count)")
            }
            if let oldest = summary.oldest, let newest = summary.newest {
                lines.append("Fetched:   \(Self.format(oldest)) to \(Self.format(newest))")
            }
            if summary.removedCorrupt > 0 {
                lines.append("Removed:   \(summary.removedCorrupt) unreadable response\(summary.removedCorrupt == 1 ? "" : "s")")
            }
            lines.append("Past seasons are kept for good; the current season is asked for again after 10 minutes.")
            Terminal().write(lines.joined(separator: "\n") + "\n")
        }

        static func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
            return formatter.string(from: date)
        }
    }

    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove every cached response.")

        @OptionGroup var options: CacheOptions

        func run() throws {
            let cache = options.cache
            do {
                let removed = try cache.clear()
                Terminal().write("Removed \(removed) cached response\(removed == 1 ? "" : "s") from \(cache.directory.path).\n")
            } catch {
                Terminal().complain("Could not clear the cache at \(cache.directory.path): \(error.localizedDescription)")
                throw ExitCode.failure
            }
        }
    }
}
