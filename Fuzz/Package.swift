// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for F1Kit, kept out of the root package so `swift build` and `swift test` never
// build them. Build and run them with `scripts/fuzz`, which adds `-sanitize=fuzzer,address` to every
// Swift module (F1Kit's too, so the fuzzers see its coverage). Each target is one function over the
// input bytes, handed to libFuzzer's driver by its main.swift.
let package = Package(
    name: "F1KitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "F1Kit", path: "..")],
    targets: [
        // Starts libFuzzer from a target's main.swift.
        .target(name: "FuzzerDriver"),
        // YAML bytes -> YAMLNode, and the node back through the decoder.
        .executableTarget(
            name: "fuzz-yaml-nodes",
            dependencies: ["FuzzerDriver", .product(name: "YAMLKit", package: "F1Kit")]),
        // YAML bytes -> Decodable types using every container and scalar kind.
        .executableTarget(
            name: "fuzz-yaml-decodable",
            dependencies: ["FuzzerDriver", .product(name: "YAMLKit", package: "F1Kit")]),
        // Schema (and fixture) text -> diagnostics or Swift source, in process.
        .executableTarget(
            name: "fuzz-codegen",
            dependencies: [
                "FuzzerDriver", .product(name: "F1Schema", package: "F1Kit"),
                .product(name: "F1Codegen", package: "F1Kit"),
            ]),
        // An Ergast/Jolpica JSON page -> DTOs -> domain values (internal API, hence a testable import).
        .executableTarget(
            name: "fuzz-ergast-json",
            dependencies: [
                "FuzzerDriver", .product(name: "F1Data", package: "F1Kit"), .product(name: "F1Domain", package: "F1Kit"),
            ]),
        // An f1db YAML file -> DTOs -> domain values.
        .executableTarget(
            name: "fuzz-f1db-yaml",
            dependencies: [
                "FuzzerDriver", .product(name: "F1Data", package: "F1Kit"), .product(name: "F1DataF1db", package: "F1Kit"),
                .product(name: "F1Domain", package: "F1Kit"),
                .product(name: "YAMLKit", package: "F1Kit"),
            ]),
        // Results with arbitrary places, duplicates, classifications and points -> every table, the
        // progression, the title maths and a what-if, under the built-in rulebook's rules.
        .executableTarget(
            name: "fuzz-scoring",
            dependencies: ["FuzzerDriver", .product(name: "F1Data", package: "F1Kit"), .product(name: "F1Domain", package: "F1Kit")]),
        // One endpoint's answer of a recorded OpenF1 session -> timing -> a timeline walked at a few moments.
        .executableTarget(
            name: "fuzz-openf1-recording",
            dependencies: ["FuzzerDriver", .product(name: "F1Data", package: "F1Kit"), .product(name: "F1Domain", package: "F1Kit")]),
        // A TracingInsights file (a lap's telemetry, a lap table, the corners) -> DTOs -> a lap, its
        // distance, delta, comparison and outline.
        .executableTarget(
            name: "fuzz-tracinginsights",
            dependencies: ["FuzzerDriver", .product(name: "F1Data", package: "F1Kit"), .product(name: "F1Domain", package: "F1Kit")]),
    ],
    swiftLanguageModes: [.v6]
)
