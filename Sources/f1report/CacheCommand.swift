import ArgumentParser
import F1CommandLine
import F1Data
import Foundation

/// `f1report cache info|clear`: the API cache.
struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the cache of API responses (--source api).",
        subcommands: [Info.self, Clear.self])

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "info", abstract: "Where the cache is, how many responses it holds, and from when; changes nothing.")

        @OptionGroup var options: CacheOptions

        func run() throws {
            let cache = try options.existingCache()
            let summary: CacheSummary
            do {
                summary = try cache.summary()
            } catch {
                Terminal().complain("Could not read the API cache: \(error.message).")
                throw ExitCode.failure
            }
            Terminal().write(Self.lines(summary).joined(separator: "\n") + "\n")
        }

        static func lines(_ summary: CacheSummary) -> [String] {
            var lines = ["Cache:     \(summary.directory)\(summary.exists ? "" : " (not created yet)")"]
            let size = ByteCountFormatter.string(fromByteCount: Int64(summary.bytes), countStyle: .file)
            lines.append("Responses: \(summary.entries) (\(size))")
            for (server, count) in summary.servers.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(server): \(count)")
            }
            if let oldest = summary.oldest, let newest = summary.newest {
                lines.append("Fetched:   \(Self.format(oldest)) to \(Self.format(newest))")
            }
            let counted = [
                (summary.damaged, "damaged response", "fetched again when next needed"),
                (summary.outdated, "response in an older format", "fetched again when next needed"),
                (summary.unreadable, "file that cannot be read", "left alone"),
                (summary.others, "file that is not a cache entry", "left alone"),
            ]
            for (count, what, fate) in counted where count > 0 {
                lines.append("Also:      \(count) \(what)\(count == 1 ? "" : "s") (\(fate))")
            }
            lines.append("Past seasons are kept for good; the current season is asked for again after 10 minutes.")
            return lines
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
        static let configuration = CommandConfiguration(
            commandName: "clear",
            abstract: "Remove every cached response; files in the cache folder that are not responses stay.")

        @OptionGroup var options: CacheOptions

        func run() throws {
            let cache = try options.existingCache()
            let terminal = Terminal()
            let clearing: CacheClearing
            do {
                clearing = try cache.clear()
            } catch {
                terminal.complain("Could not clear the API cache: \(error.message).")
                throw ExitCode.failure
            }
            var report = "Removed \(clearing.removed) cached response\(clearing.removed == 1 ? "" : "s") from \(cache.directory.path)."
            if !clearing.left.isEmpty {
                let count = clearing.left.count
                report +=
                    "\nLeft \(count) file\(count == 1 ? "" : "s") in \(cache.directory.path)/responses that \(count == 1 ? "is not a cached response" : "are not cached responses"): "
                    + Self.list(clearing.left) + "."
            }
            terminal.write(report + "\n")
            if let first = clearing.failures.first {
                let more = clearing.failures.count - 1
                terminal.complain("Could not remove \(first)\(more > 0 ? " and \(more) more cached response\(more == 1 ? "" : "s")" : "").")
                throw ExitCode.failure
            }
        }

        static func list(_ names: [String]) -> String {
            names.count <= 5 ? names.joined(separator: ", ") : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
        }
    }
}

extension CacheOptions {
    /// The cache the command works on, or one sentence and a failing exit when there is no folder for it.
    func existingCache() throws -> ApiCache {
        switch location {
        case .success(let cache): return cache
        case .failure(let none):
            Terminal().complain("There is no folder for the API cache: \(none.why); pass --cache-dir PATH.")
            throw ExitCode.failure
        }
    }
}
