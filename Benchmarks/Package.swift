// swift-tools-version: 6.1
import PackageDescription

// F1Kit's benchmarks, a package of their own so the product package holds products, tests and the
// tools people run (docs/performance.md, "The Benchmarks package"). The suites under Benchmarks/
// run with package-benchmark's harness (`swift package benchmark`); f1-bench is the load client
// for a running f1web, which a timed closure cannot be.
// F1Kit is used through its library products' public API, their `@_spi(Benchmarks)` declarations
// (what only a benchmark needs of `package` API), and its built programs: a package sees no other
// package's `package` symbols.
let package = Package(
    name: "F1KitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "F1Kit", path: ".."),
        // Its malloc interposer, which the library needs to build; the trait list leaves out the Swift
        // runtime interposer, a package with no copy here. The suites strip the preload from every
        // process they start (BenchSupport's Spawn).
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
    ],
    targets: [
        // What the suites and f1-bench share: the data folders, the corpus, processes run to their end.
        .target(name: "BenchSupport"),
        suite("YAML", ["YAMLKit"]),
        suite("F1db", ["YAMLKit", "F1DataF1db"]),
        suite("History", ["F1Domain", "F1UseCases", "F1Data", "F1DataF1db", "YAMLKit"]),
        suite("Timing", ["F1Domain", "F1UseCases", "F1Data"]),
        suite("Charts", ["F1Domain", "F1UseCases", "F1Data", "F1UI", "F1Report", "F1Charts"]),
        suite("Telemetry", ["F1Domain", "F1UseCases", "F1Data"]),
        suite("Processes", []),
        // f1report against F1Kit's emulator, and the fetch helper's ways: built programs, as Processes.
        suite("Api", []),
        suite("Requests", ["F1Data", "F1DataLive"]),
        // The load client and f1tracker in a pseudo-terminal: `swift build -c release --product f1-bench`.
        .executableTarget(
            name: "f1-bench",
            dependencies: [
                "BenchSupport", .product(name: "TerminalKit", package: "F1Kit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

/// A package-benchmark suite: Benchmarks/NAME, run by `swift package benchmark --target NAME`.
func suite(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["BenchSupport", .product(name: "Benchmark", package: "package-benchmark")]
            + products.map { .product(name: $0, package: "F1Kit") },
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")])
}
