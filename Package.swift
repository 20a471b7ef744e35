// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "F1Kit",
    // The oldest systems with every API the libraries use: Mutex and String(validating:as:) came
    // with macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2 (see docs/library.md, "Platforms").
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // The layers an app builds on (docs/library.md's product table; ArchitectureTests/ProductTests
        // keeps this list and the layers in step).
        .library(name: "F1Domain", targets: ["F1Domain"]),
        .library(name: "F1UseCases", targets: ["F1UseCases"]),
        .library(name: "F1UI", targets: ["F1UI"]),
        // The demo data and the Jolpica/Ergast API source: no libyaml at run time.
        .library(name: "F1Data", targets: ["F1Data"]),
        // URLSession as the API source's transport.
        .library(name: "F1DataLive", targets: ["F1DataLive"]),
        // The f1db source: the one data source that reads YAML (libyaml) at run time.
        .library(name: "F1DataF1db", targets: ["F1DataF1db"]),
        .library(name: "F1Export", targets: ["F1Export"]),
        // Every report by its request: document and typed export from any source, with no command line.
        .library(name: "F1ReportCatalog", targets: ["F1ReportCatalog"]),
        .library(name: "F1Report", targets: ["F1Report"]),
        .library(name: "F1Charts", targets: ["F1Charts"]),
        .library(name: "YAMLKit", targets: ["YAMLKit"]),
        // Raw mode, frames and keys for a full-screen terminal program; knows nothing of F1.
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        // Only for the fuzz targets in Fuzz/, which run the generator in process; their API is `package`.
        .library(name: "F1Schema", targets: ["F1Schema"]),
        .library(name: "F1Codegen", targets: ["F1Codegen"]),
        .executable(name: "f1-codegen", targets: ["f1-codegen"]),
        .plugin(name: "F1CodegenPlugin", targets: ["F1CodegenPlugin"]),
        .executable(name: "f1report", targets: ["f1report"]),
        .executable(name: "f1report-fetch", targets: ["f1report-fetch"]),
        .executable(name: "f1tracker", targets: ["f1tracker"]),
        .executable(name: "f1web", targets: ["f1web"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The ecosystem's logging API: the API client logs requests and cache decisions through it.
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // f1web's HTTP server (without its swift-configuration support, which f1web does not use).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0", traits: ["FullFoundation"]),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // gzip for f1web's answers, made once per cached answer (Hummingbird has no compression of its own).
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        // The fetch helper's transport: HTTP on SwiftNIO, TLS by BoringSSL compiled in, so f1report-fetch
        // links statically with nothing but the C library (docs/ARCHITECTURE.md, "The fetch helper").
        // swift-nio, swift-nio-extras and swift-nio-ssl come with it; they are named only for the
        // error types F1DataNIO maps into F1Kit's words.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.26.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.30.0"),
        // SQLite (the system's libsqlite3, Debian's libsqlite3-dev) for the whole history's index,
        // F1History: typed rows, statements and the read-only guards without a C layer of our own.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // MARK: - YAML

        // libyaml through pkg-config; Debian's libyaml-dev or Homebrew's libyaml provides it.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(name: "YAMLKit", dependencies: ["CLibYAML"]),
        .testTarget(name: "YAMLKitTests", dependencies: ["YAMLKit"]),

        // MARK: - Text from data

        // The one set of characters no face shows as themselves, and what it shows instead; knows
        // nothing of F1, so TerminalKit and every F1 face share it (docs/ARCHITECTURE.md, "Text from data").
        .target(name: "TextSafety"),
        // The set itself, and the same hostile strings through every face.
        .testTarget(
            name: "TextSafetyTests",
            dependencies: [
                "TextSafety", "TerminalKit", "F1Report", "F1TerminalUI", "F1HTML", "F1Charts", "F1Export", "F1CommandLine", "F1UI", "F1Domain",
                "F1TestSupport",
            ]),

        // MARK: - Terminal

        // Raw mode, frames diffed into escape sequences, keys decoded, the terminal restored on
        // signals and crashes; Glibc/Darwin only (docs/ARCHITECTURE.md, "TerminalKit").
        .target(name: "TerminalKit", dependencies: ["TextSafety"]),
        // terminal-probe runs a session in a pseudo-terminal the tests open, to see it restored.
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "terminal-probe"]),
        // Only for TerminalKitTests: opens a session, then quits, is signalled or crashes as told.
        .executableTarget(name: "terminal-probe", dependencies: ["TerminalKit"], path: "Tests/TerminalProbe"),

        // MARK: - Code generation

        .target(name: "F1Schema", dependencies: ["YAMLKit"]),
        .target(name: "F1Codegen", dependencies: ["F1Schema"]),
        // Parses its arguments by hand: ArgumentParser would put its build before every generated target's
        // and double the tool's start-up, which every build pays (docs/ARCHITECTURE.md, "Hand-written, and why").
        .executableTarget(name: "f1-codegen", dependencies: ["F1Codegen"]),
        // Thin: finds a target's schemas and fixtures and runs f1-codegen over them.
        .plugin(name: "F1CodegenPlugin", capability: .buildTool(), dependencies: ["f1-codegen"]),
        .testTarget(
            name: "F1CodegenTests",
            dependencies: ["F1Codegen", "F1Schema", "F1Domain", "YAMLKit", "f1-codegen", "F1TestSupport"],
            exclude: ["Golden"]),

        // MARK: - Generated layers

        // Sources/F1Domain/Schemas and the like are symlinks to the top-level folders, because SwiftPM
        // re-plans a plugin only when the target's own folder changes: so added and removed schemas are seen.
        .target(
            name: "F1Domain",
            exclude: ["Schemas/README.md"],
            plugins: ["F1CodegenPlugin"]),
        // The domain's own rules (points systems, dropped scores, tie-breaks, title maths) on made-up seasons.
        .testTarget(name: "F1DomainTests", dependencies: ["F1Domain"]),
        .target(
            name: "F1Data",
            dependencies: ["F1Domain", "F1UseCases", "F1Fixtures", .product(name: "Logging", package: "swift-log")],
            exclude: ["Schemas/README.md"],
            plugins: ["F1CodegenPlugin"]),
        // The f1db source, apart so that only apps reading an f1db checkout link libyaml.
        .target(name: "F1DataF1db", dependencies: ["F1Data", "F1UseCases", "F1Domain", "YAMLKit"]),
        // The whole history as one SQLite database built from domain values (any source can fill
        // it), kept under the cache folder per checkout state; read by the whole-history reports
        // and `f1report query` (docs/history-schema.md).
        .target(
            name: "F1History",
            dependencies: [
                "F1UseCases", "F1Domain", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]),
        // The index against f1db's files read without F1Kit, the checkout's own answers, and the store's rebuilds.
        .testTarget(
            name: "F1HistoryTests",
            dependencies: [
                "F1History", "F1Sources", "F1DataF1db", "F1UseCases", "F1Domain", "F1TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // URLSession as the API source's transport, for apps: FoundationNetworking (libcurl) on Linux.
        // f1report-fetch does not use it (F1DataNIO); tests do.
        .target(name: "F1DataLive", dependencies: ["F1Data"]),
        // The fetch helper's HTTP client, on AsyncHTTPClient: links no libcurl, so f1report-fetch can be
        // one static binary. Not a product: apps have URLSession (F1DataLive).
        .target(
            name: "F1DataNIO",
            dependencies: [
                "F1Data",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"), .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]),
        .target(
            name: "F1Fixtures",
            dependencies: ["F1Domain"],
            exclude: ["Schemas/README.md"],
            plugins: ["F1CodegenPlugin"]),
        // Compiles the generator's output for sample schemas that use every feature, so tests can run it.
        .target(
            name: "F1CodegenSamples",
            dependencies: ["F1Domain", "F1Data"],
            path: "Tests/F1CodegenSamples",
            plugins: ["F1CodegenPlugin"]),
        .testTarget(
            name: "F1CodegenBehaviourTests",
            dependencies: ["F1CodegenSamples", "F1Data", "F1Domain", "YAMLKit"]),
        .testTarget(
            name: "F1ConsistencyTests",
            dependencies: ["F1Domain", "F1Data", "F1Fixtures", "YAMLKit"]),

        // MARK: - The app's layers

        .target(name: "F1UseCases", dependencies: ["F1Domain"]),
        .testTarget(name: "F1UseCasesTests", dependencies: ["F1UseCases", "F1Domain", "F1TestSupport"]),
        .testTarget(
            name: "F1DataTests",
            dependencies: [
                "F1Data", "F1DataF1db", "F1DataLive", "F1DataNIO", "F1UseCases", "F1UI", "F1Domain", "F1TestSupport", "ErgastEmulator", "YAMLKit",
                .product(name: "Logging", package: "swift-log"), .product(name: "InMemoryLogging", package: "swift-log"),
                // The errors F1DataNIO maps, made in TransportMappingTests.
                .product(name: "AsyncHTTPClient", package: "async-http-client"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]),
        // Presentation state: screens as state machines; never imports F1Data.
        .target(name: "F1UI", dependencies: ["F1UseCases", "F1Domain"]),
        .testTarget(name: "F1UITests", dependencies: ["F1UI", "F1UseCases", "F1Domain", "F1TestSupport"]),
        .target(name: "F1Report", dependencies: ["F1UI", "F1Charts", "TerminalKit", "TextSafety"]),
        // F1UI's charts drawn as standalone SVG and in terminal cells (braille and blocks).
        .target(name: "F1Charts", dependencies: ["F1UI", "TerminalKit", "TextSafety"]),
        .testTarget(
            name: "F1ChartsTests",
            // F1Data and F1UseCases for the demo's charts, the pictures in docs/charts.
            dependencies: ["F1Charts", "F1UI", "F1Domain", "TerminalKit", "F1Data", "F1UseCases", "F1TestSupport"], exclude: ["Golden"]),
        // The terminal app's renderer: F1UI's screens drawn into TerminalKit frames, keys turned into
        // screen actions. Not a product: an app of its own would draw F1UI its own way.
        .target(name: "F1TerminalUI", dependencies: ["F1UI", "F1UseCases", "F1Domain", "F1Charts", "TerminalKit"]),
        .testTarget(
            name: "F1TerminalUITests",
            dependencies: [
                "F1TerminalUI", "F1UI", "F1UseCases", "F1Domain", "F1Data", "F1DataF1db", "F1Sources", "TerminalKit", "F1TestSupport",
                // The faces the cross-face tests compare, and the catalogue that loads each report once for them.
                "F1Report", "F1Export", "F1HTML", "F1ReportCatalog",
            ],
            exclude: ["Golden"]),
        // The browser's renderer: F1UI's documents as semantic HTML pages (charts inline as SVG),
        // the web paths of F1UI's routes, and the stylesheet and script f1web serves.
        .target(name: "F1HTML", dependencies: ["F1UI", "F1Charts", "F1UseCases", "F1Domain", "TextSafety"]),
        .testTarget(name: "F1HTMLTests", dependencies: ["F1HTML", "F1UI", "F1Domain", "F1Data", "F1UseCases", "F1TestSupport", "TextSafety"]),
        // Typed machine-readable reports (JSON, JSON Lines, CSV) built from domain values, for f1report and an app's "share".
        .target(name: "F1Export", dependencies: ["F1UI", "F1UseCases", "F1Domain", "TextSafety"]),
        .testTarget(name: "F1ExportTests", dependencies: ["F1Export", "F1UI", "F1UseCases", "F1Domain", "F1TestSupport"]),
        .testTarget(name: "F1ReportTests", dependencies: ["F1Report", "F1UI", "F1Domain", "F1TestSupport"]),
        // Keeps the layers honest: who may import whom, read from the sources themselves.
        .testTarget(name: "ArchitectureTests"),
        // Standard output and error written with write(2), so a closed, full or broken stream is an
        // error with one sentence, not a trap in FileHandle; the C part guards closed descriptors
        // before main.
        .target(name: "CStandardStreams"),
        .target(name: "StandardStreams", dependencies: ["CStandardStreams"]),
        .testTarget(name: "StandardStreamsTests", dependencies: ["StandardStreams"]),
        // What the command-line programs share: the source flags and their wiring, the terminal, the
        // friendly lines with flag hints. Not a product: its API is `package`.
        // The source a program chose, as one sum type over the sources, below the catalogue and the
        // web face: what they read (repositories, clocks, replays), without any command line.
        .target(name: "F1Sources", dependencies: ["F1Data", "F1DataF1db", "F1History", "F1UseCases", "F1Domain"]),
        .target(
            name: "F1CommandLine",
            dependencies: [
                "F1Sources", "F1Data", "F1DataF1db", "F1History", "F1UseCases", "F1UI", "F1Domain", "FetchHelperSupport", "StandardStreams",
                "CBuildCommit",
                "TextSafety",
                .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log"),
            ]),
        // The commit a release build was made from (a weak symbol scripts/build-release defines).
        .target(name: "CBuildCommit"),
        // Every report, declared once: request in, document and typed export out, for f1report and f1web.
        .target(name: "F1ReportCatalog", dependencies: ["F1Export", "F1UI", "F1UseCases", "F1Domain"]),
        // The composition root: parses arguments, picks a source, wires the layers.
        .executableTarget(
            name: "f1report",
            dependencies: [
                "F1CommandLine", "F1ReportCatalog", "F1Report", "F1Export", "F1History", "F1UI", "F1UseCases", "F1Data", "F1Domain",
                "StandardStreams",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The web face: addresses to report requests, documents to HTML pages, exports to the JSON API, over Hummingbird.
        .target(
            name: "F1Web",
            dependencies: [
                "F1ReportCatalog", "F1HTML", "F1Export", "F1UI", "F1UseCases", "F1Domain",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"), .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "CompressNIO", package: "compress-nio"),
                // HTTP/1's own parts (its version, a chunked body) for the connection guard, below Hummingbird's HTTP types.
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ],
            // Carries docs/openapi.json (the symlink OpenAPIDocument.json) in as a Swift string, so f1web
            // serves it from its own binary.
            plugins: ["F1CodegenPlugin"]),
        .executableTarget(
            name: "f1web",
            dependencies: [
                "F1Web", "F1CommandLine", "F1UI", "F1UseCases", "F1Data", "F1Domain", "StandardStreams",
                // The publisher's client (--publish): AsyncHTTPClient, already the fetch helper's transport.
                "F1DataNIO",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]),
        .testTarget(
            name: "F1WebTests",
            dependencies: [
                "F1Web", "F1HTML", "F1CommandLine", "F1ReportCatalog", "F1Export", "F1UI", "F1Data", "F1DataF1db", "F1History", "F1TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
            ]),
        // The interactive app: the same sources and flags as f1report, the screens drawn full screen.
        .executableTarget(
            name: "f1tracker",
            dependencies: [
                "F1CommandLine", "F1TerminalUI", "F1UI", "F1UseCases", "F1Data", "F1Domain", "TerminalKit", "StandardStreams",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Runs the built f1tracker in a real terminal (tmux): keys sent, screens read, the terminal restored.
        .testTarget(
            name: "f1trackerTests",
            dependencies: ["f1tracker", "f1report-fetch", "F1TestSupport", "ErgastEmulator", "F1Data", "F1DataF1db", "F1Domain"]),
        // f1report's network requests, one process each (or one kept for a live session), so f1report
        // itself links no network library. On F1DataNIO, not URLSession: it can be linked statically
        // (--static-swift-stdlib) into a binary that needs nothing but the C library.
        .executableTarget(name: "f1report-fetch", dependencies: ["F1DataNIO", "F1Data", "FetchHelperSupport", "CBuildCommit"]),
        // The command line's side of the helper process: running f1report-fetch with a deadline
        // (ProcessHTTPClient, HelperRun) and the wire between them (FetchWire). Not a product.
        .target(name: "FetchHelperSupport", dependencies: ["F1Data", "F1UseCases", "CParentWatch"]),
        // Linux's parent-death signal for the helper (prctl is variadic, so Swift cannot call it).
        .target(name: "CParentWatch"),
        .testTarget(
            name: "FetchHelperSupportTests", dependencies: ["FetchHelperSupport", "F1Data", "F1UseCases", "F1TestSupport", "descriptor-probe"]),
        // Only for FetchHelperSupportTests: starts helpers while holding more descriptors than
        // Foundation's Process survives, in a process of its own so the test process never holds them.
        .executableTarget(name: "descriptor-probe", dependencies: ["FetchHelperSupport"], path: "Tests/DescriptorProbe"),
        // Runs the built f1report end to end: stdout, stderr, exit codes, golden reports.
        .testTarget(
            name: "f1reportTests",
            dependencies: [
                "f1report", "f1report-fetch", "f1tracker", "F1CommandLine", "FetchHelperSupport", "ErgastEmulator", "F1Data", "F1DataF1db",
                "F1Domain",
                "F1History", "F1UI", "F1UseCases", "F1TestSupport",
            ],
            exclude: ["Golden"]),
        // Test doubles shared by the test targets: a manual clock, sample domain values, a process runner with a deadline.
        .target(name: "F1TestSupport", dependencies: ["F1Domain", "F1UseCases"], path: "Tests/F1TestSupport"),

        // MARK: - Tools

        // A real HTTP server on 127.0.0.1 that plays the Ergast/Jolpica API from recorded responses, with switchable faults; for tests, never linked into f1report.
        .target(name: "ErgastEmulator", dependencies: ["F1Data", "F1DataF1db", "F1Domain", "F1UseCases"]),
        // The emulator for shell scripts and the Benchmarks package: the demo data (scripts/check-install), the recorded API or an OpenF1 session; prints its URL, serves until stdin closes.
        .executableTarget(name: "f1-api-emulator", dependencies: ["ErgastEmulator", "F1Data", "F1DataF1db", "F1Domain"]),
        .testTarget(name: "ErgastEmulatorTests", dependencies: ["ErgastEmulator", "F1Data", "F1DataF1db", "F1Domain", "F1UseCases"]),
    ],
    swiftLanguageModes: [.v6]
)

// Strict settings for every Swift target, applied once.
for target in package.targets
where target.type != .system && target.type != .plugin && !["CStandardStreams", "CParentWatch", "CBuildCommit"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny")]
}
