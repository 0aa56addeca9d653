// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for the AppArchitecture package, kept in their own package so that the main package does not
// depend on the benchmark tooling. Run from this folder: `swift package benchmark` (see README.md).
let package = Package(
    name: "AppArchitectureBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "AppArchitecture", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ListDiff",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Services", package: "AppArchitecture"),
            ],
            path: "Benchmarks/ListDiff",
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "WebHostBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "RecordingsCore", package: "AppArchitecture"),
                .product(name: "RecordingsMVC", package: "AppArchitecture"),
                .product(name: "Services", package: "AppArchitecture"),
                .product(name: "ViewKit", package: "AppArchitecture"),
                .product(name: "WebHost", package: "AppArchitecture"),
            ],
            path: "Benchmarks/WebHost",
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "TEALoop",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "RecordingsCore", package: "AppArchitecture"),
                .product(name: "RecordingsMVC", package: "AppArchitecture"),
                .product(name: "RecordingsTEA", package: "AppArchitecture"),
                .product(name: "Services", package: "AppArchitecture"),
                .product(name: "ViewKit", package: "AppArchitecture"),
            ],
            path: "Benchmarks/TEALoop",
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
    ]
)
