// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for the AppArchitecture package, kept in their own package so that the main package does not
// depend on the benchmark tooling. Run from this folder: `swift package benchmark` (see README.md).

/// A benchmark executable in `Benchmarks/<folder>` that uses `products` of the main package.
func benchmarkTarget(_ name: String, folder: String, products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")]
            + products.map { .product(name: $0, package: "AppArchitecture") },
        path: "Benchmarks/\(folder)",
        swiftSettings: [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ],
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "AppArchitectureBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "AppArchitecture", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmarkTarget("ListDiff", folder: "ListDiff", products: ["Services", "TestSupport"]),
        benchmarkTarget(
            "WebHostBenchmarks", folder: "WebHost",
            products: ["RecordingsCore", "RecordingsMVC", "Services", "ViewKit", "WebHost"]),
        benchmarkTarget("ReduxBenchmarks", folder: "Redux", products: ["Redux"]),
        benchmarkTarget(
            "PatternCost", folder: "PatternCost",
            products: [
                "KooberElementsApp", "KooberMVVMApp", "KooberReduxApp", "KooberTesting", "MAVB", "RecordingsCore",
                "RecordingsMAVB", "RecordingsMVC", "RecordingsMVCBasic", "RecordingsMVCBindings",
                "RecordingsMVCCoordinator", "RecordingsMVCDeclarative", "RecordingsMVCDisplayState", "RecordingsMVCVS",
                "RecordingsMVVM", "RecordingsMVVMC",
                "RecordingsTEA", "Services", "ViewKit",
            ]),
    ]
)
