import ArgumentParser
import F1Data
import Foundation

/// Where the data comes from; every command of every program takes these, after its own arguments too.
package struct SourceOptions: ParsableArguments {
    package enum Kind: String, ExpressibleByArgument, CaseIterable {
        case demo, f1db, api
        /// Session timing only: `f1report live` follows or replays OpenF1 sessions with it.
        case openf1
    }

    package init() {}

    @Option(
        name: .customLong("source"),
        help: ArgumentHelp(
            "demo (built in, the default), f1db (an f1db checkout), api (the Jolpica API, cached), or openf1 (session timing, for live).",
            valueName: "source"))
    package var kind: Kind?

    @Option(
        name: .customLong("f1db"),
        help: ArgumentHelp(
            "Read an f1db checkout (its root, src/data, or the data folder) instead of the demo data; or set F1DB_PATH.",
            valueName: "path"))
    package var f1dbPath: String?

    @Option(
        name: .customLong("api-url"),
        help: ArgumentHelp(
            "The Ergast-compatible API for --source api; or set F1REPORT_API_URL. Default: https://api.jolpi.ca/ergast/f1/",
            valueName: "url"))
    package var apiURL: String?

    @Option(
        name: .customLong("openf1-url"),
        help: ArgumentHelp(
            "The OpenF1 API for --source openf1 and --telemetry openf1; or set F1REPORT_OPENF1_URL. Default: https://api.openf1.org/v1/",
            valueName: "url"))
    package var openF1URL: String?

    @Option(
        name: .customLong("telemetry"),
        help: ArgumentHelp(
            "Read laps' telemetry from a TracingInsights checkout (one season: <Grand Prix>/<Session>/<DRIVER>/<lap>_tel.json), or from OpenF1's API with 'openf1' (each lap asked for alone, within OpenF1's limits; --openf1-url); or set F1_TELEMETRY_PATH.",
            valueName: "path|openf1"))
    package var telemetryPath: String?

    @OptionGroup package var cache: CacheOptions

    @OptionGroup package var spoilers: SpoilerOptions

    @Flag(help: "Only the cache: send no request (with --source api or openf1).")
    package var offline = false

    @Flag(help: "Ask the API again even for cached data (with --source api or openf1).")
    package var refresh = false

    @Flag(help: "Print every API request, and whether the cache answered it, to standard error.")
    package var verbose = false

    private var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The f1db path from the option, else from F1DB_PATH.
    package var resolvedF1dbPath: String? {
        Self.f1dbPath(given: f1dbPath, environment: environment)
    }

    /// `--f1db`'s value when given, else F1DB_PATH when set and not empty: also what f1report's
    /// look ahead (`HistoryWarmUp`) reads before the arguments are parsed.
    package static func f1dbPath(given: String?, environment: [String: String]) -> String? {
        given ?? environment["F1DB_PATH"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The TracingInsights checkout from the option, else from F1_TELEMETRY_PATH.
    package var resolvedTelemetryPath: String? {
        telemetryPath ?? environment[Self.telemetryVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    package static let telemetryVariable = "F1_TELEMETRY_PATH"
    /// `--telemetry openf1`: OpenF1's API rather than a checkout (a folder named so is `./openf1`).
    package static let openF1Telemetry = "openf1"

    /// `--source` when given; else f1db when a path is given; else the demo data.
    package var resolvedKind: Kind {
        kind ?? (resolvedF1dbPath != nil ? .f1db : .demo)
    }

    package var resolvedAPIURL: URL {
        let text = apiURL ?? environment["F1REPORT_API_URL"].flatMap { $0.isEmpty ? nil : $0 }
        return text.flatMap(Self.httpURL) ?? ErgastClient.Configuration.jolpicaURL
    }

    /// --openf1-url, else F1REPORT_OPENF1_URL, else OpenF1 itself.
    package var resolvedOpenF1URL: URL {
        let text = openF1URL ?? environment["F1REPORT_OPENF1_URL"].flatMap { $0.isEmpty ? nil : $0 }
        return text.flatMap(Self.httpURL) ?? OpenF1Client.openF1URL
    }

    /// The environment variable an OpenF1 access token is read from: never an argument, which
    /// any user of the machine can see, and never kept on disk.
    package static let openF1TokenVariable = "OPENF1_ACCESS_TOKEN"

    package var openF1Token: String? {
        environment[Self.openF1TokenVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    package var cacheMode: CacheMode {
        offline ? .offline : refresh ? .refresh : .normal
    }

    package func validate() throws {
        if offline && refresh { throw ValidationError("--offline and --refresh cannot be used together.") }
        if let apiURL, Self.httpURL(apiURL) == nil {
            throw ValidationError("--api-url must be an http or https URL with a host and no spaces, like https://api.jolpi.ca/ergast/f1/")
        }
        if let text = environment["F1REPORT_API_URL"], !text.isEmpty, apiURL == nil, Self.httpURL(text) == nil {
            throw ValidationError("F1REPORT_API_URL must be an http or https URL with a host and no spaces, like https://api.jolpi.ca/ergast/f1/")
        }
        if resolvedKind == .f1db, resolvedF1dbPath == nil {
            throw ValidationError("--source f1db needs the checkout's path: --f1db PATH, or set F1DB_PATH.")
        }
        if let openF1URL, Self.httpURL(openF1URL) == nil {
            throw ValidationError("--openf1-url must be an http or https URL with a host and no spaces, like https://api.openf1.org/v1/")
        }
        if let text = environment["F1REPORT_OPENF1_URL"], !text.isEmpty, openF1URL == nil, Self.httpURL(text) == nil {
            throw ValidationError("F1REPORT_OPENF1_URL must be an http or https URL with a host and no spaces, like https://api.openf1.org/v1/")
        }
        if resolvedKind != .api, apiURL != nil { throw ValidationError("--api-url applies only to --source api.") }
        let usesOpenF1 = resolvedKind == .openf1 || resolvedTelemetryPath == Self.openF1Telemetry
        if !usesOpenF1, openF1URL != nil { throw ValidationError("--openf1-url applies only to --source openf1 or --telemetry openf1.") }
        if resolvedKind != .api, !usesOpenF1 {
            for (flag, used) in [("--offline", offline), ("--refresh", refresh)] where used {
                throw ValidationError("\(flag) applies only to --source api or openf1, or --telemetry openf1.")
            }
        }
    }

    /// An http(s) URL with a host, and nothing a request line cannot carry (spaces, control characters).
    private static func httpURL(_ text: String) -> URL? {
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }),
            let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}

/// Where the API cache lives; shared by the data commands and `f1report cache`.
package struct CacheOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("cache-dir"),
        help: ArgumentHelp(
            "The API cache's folder. Default: $XDG_CACHE_HOME/f1kit, else ~/.cache/f1kit.", valueName: "path"))
    package var directory: String?

    package func validate() throws {
        if directory?.isEmpty == true { throw ValidationError("--cache-dir needs a folder's path.") }
    }

    /// --cache-dir, else the default folder; never the working directory by accident.
    package var location: Result<ApiCache, NoCacheFolder> {
        if let directory { return .success(ApiCache(directory: URL(fileURLWithPath: directory, isDirectory: true))) }
        return Result { () throws(NoCacheFolder) in try ApiCache.defaultDirectory() }.map(ApiCache.init(directory:))
    }
}
