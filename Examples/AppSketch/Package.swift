// swift-tools-version: 6.1
import PackageDescription

// An app's view of F1Kit: a separate package that depends on the root by path, so it sees only the
// public API, as any app would. `scripts/check-app-sketch` builds and runs it. Not part of
// `swift build` or `swift test` of the root package.
let package = Package(
    name: "AppSketch",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "F1Kit", path: "../..")],
    targets: [
        .executableTarget(
            name: "app-sketch",
            dependencies: [
                .product(name: "F1Domain", package: "F1Kit"), .product(name: "F1UseCases", package: "F1Kit"),
                .product(name: "F1UI", package: "F1Kit"), .product(name: "F1Data", package: "F1Kit"),
                .product(name: "F1DataLive", package: "F1Kit"), .product(name: "F1Export", package: "F1Kit"),
                .product(name: "F1ReportCatalog", package: "F1Kit"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
