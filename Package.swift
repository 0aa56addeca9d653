// swift-tools-version: 6.1
import PackageDescription

/// Strict settings shared by every target: Swift 6 language mode is the package default; these add the
/// upcoming features the project relies on.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "AppArchitecture",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "apparch", targets: ["apparch"]),
        .library(name: "Services", targets: ["Services"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // MARK: Services: clock, run loop, persistence helpers (below ViewKit; models may use it).
        .target(name: "Services", path: "Sources/Services", swiftSettings: strictSettings),

        // MARK: ViewKit: the headless application framework.
        .target(
            name: "ViewKit",
            dependencies: ["Services"],
            path: "Sources/ViewKit",
            swiftSettings: strictSettings
        ),

        // MARK: Hosts
        .target(
            name: "Driver",
            dependencies: ["ViewKit", "Services"],
            path: "Sources/Hosts/Driver",
            swiftSettings: strictSettings
        ),

        // MARK: Apps
        .target(
            name: "ToDo",
            dependencies: ["ViewKit", "Services", .product(name: "Logging", package: "swift-log")],
            path: "Sources/ToDo",
            swiftSettings: strictSettings
        ),

        .target(
            name: "RecordingsCore",
            dependencies: ["Services"],
            path: "Sources/Recordings/Core",
            swiftSettings: strictSettings
        ),

        .target(
            name: "RecordingsMVC",
            dependencies: ["RecordingsCore", "ViewKit", "Services"],
            path: "Sources/Recordings/MVC",
            swiftSettings: strictSettings
        ),

        // MARK: CLI
        .target(
            name: "AppArchCLI",
            dependencies: [
                "Driver", "ViewKit", "Services", "ToDo", "RecordingsMVC",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/CLI",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "apparch",
            dependencies: ["AppArchCLI"],
            path: "Sources/apparch",
            swiftSettings: strictSettings
        ),

        // MARK: Tests
        .testTarget(name: "ServicesTests", dependencies: ["Services"], swiftSettings: strictSettings),
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "Services"], swiftSettings: strictSettings),
        .testTarget(name: "DriverTests", dependencies: ["Driver", "ViewKit", "Services"], swiftSettings: strictSettings),
        .testTarget(name: "ToDoTests", dependencies: ["ToDo", "ViewKit", "Services"], swiftSettings: strictSettings),
        .testTarget(
            name: "RecordingsCoreTests",
            dependencies: ["RecordingsCore", "Services"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVCTests",
            dependencies: ["RecordingsMVC", "RecordingsCore", "ViewKit", "Services"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsConformanceTests",
            dependencies: ["RecordingsMVC", "RecordingsCore", "ViewKit", "Services", "Driver"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["AppArchCLI", "Services", "ViewKit"],
            swiftSettings: strictSettings
        ),
    ]
)
