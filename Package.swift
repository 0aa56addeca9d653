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
        .library(name: "TEA", targets: ["TEA"]),
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "ViewStateStore", targets: ["ViewStateStore"]),
        .library(name: "Redux", targets: ["Redux"]),
        .library(name: "Elements", targets: ["Elements"]),
        .library(name: "ElementsKeyboard", targets: ["ElementsKeyboard"]),
        .library(name: "ElementsTesting", targets: ["ElementsTesting"]),
        .library(name: "MAVB", targets: ["MAVB"]),
        .library(name: "RecordingsCore", targets: ["RecordingsCore"]),
        .library(name: "RecordingsRemote", targets: ["RecordingsRemote"]),
        .library(name: "RecordingsMVC", targets: ["RecordingsMVC"]),
        .library(name: "RecordingsMVCBasic", targets: ["RecordingsMVCBasic"]),
        .library(name: "RecordingsTEA", targets: ["RecordingsTEA"]),
        .library(name: "RecordingsMVVMC", targets: ["RecordingsMVVMC"]),
        .library(name: "RecordingsMVVM", targets: ["RecordingsMVVM"]),
        .library(name: "RecordingsMVCVS", targets: ["RecordingsMVCVS"]),
        .library(name: "RecordingsMVCBindings", targets: ["RecordingsMVCBindings"]),
        .library(name: "RecordingsMVCDeclarative", targets: ["RecordingsMVCDeclarative"]),
        .library(name: "RecordingsMAVB", targets: ["RecordingsMAVB"]),
        .library(name: "RecordingsModelOwned", targets: ["RecordingsModelOwned"]),
        .library(name: "RecordingsMVCCoordinator", targets: ["RecordingsMVCCoordinator"]),
        .library(name: "RecordingsMVCDisplayState", targets: ["RecordingsMVCDisplayState"]),
        .library(name: "RecordingsControllerOwned", targets: ["RecordingsControllerOwned"]),
        .library(name: "KooberKit", targets: ["KooberKit"]),
        .library(name: "MAVBTesting", targets: ["MAVBTesting"]),
        .library(name: "Services", targets: ["Services"]),
        .library(name: "Inspection", targets: ["Inspection"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "WebHost", targets: ["WebHost"]),
        .library(name: "TestSupport", targets: ["TestSupport"]),
        .library(name: "StoreTesting", targets: ["StoreTesting"]),
        .library(name: "ViewKitTesting", targets: ["ViewKitTesting"]),
        .library(name: "RecordingsTesting", targets: ["RecordingsTesting"]),
        .library(name: "KooberTesting", targets: ["KooberTesting"]),
        // MARK: Issue 28, BENCH: Koober's apps, for the cost-per-action benchmarks (Benchmarks/PatternCost).
        .library(name: "KooberMVVMApp", targets: ["KooberMVVMApp"]),
        .library(name: "KooberReduxApp", targets: ["KooberReduxApp"]),
        .library(name: "KooberElementsApp", targets: ["KooberElementsApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.24.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.0"),
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
        // DocC: `swift package generate-documentation` builds the catalogs (scripts/docs); no target links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Documentation: the umbrella catalog (the guide from the books' chapters to the code), in a
        // target with no API of its own, as the DocC plugin's own package keeps its user guide.
        .target(name: "AppArchitectureGuide", path: "Sources/Guide", swiftSettings: strictSettings),

        // MARK: Services: clock, run loop, persistence helpers (below ViewKit; models may use it).
        .target(
            name: "Services", path: "Sources/Services", exclude: ["HTTPGuards", "SQLStorage", "Inspection"],
            swiftSettings: strictSettings),

        // State inspection and time travel, Foundation only: the bounded `Timeline` every time-travelling
        // store records into, and the `StateInspector` protocol the web host's inspector page drives.
        .target(name: "Inspection", path: "Sources/Services/Inspection", swiftSettings: strictSettings),

        // The limits every HTTP server of the product puts in front of Hummingbird: a connection cap, a
        // deadline and a size limit for request heads, and `431` for oversized headers; and the host and
        // guards of the `apparch api` servers (Host and Origin rules, 405 with Allow, 500 with a reason).
        .target(
            name: "HTTPGuards",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            path: "Sources/Services/HTTPGuards",
            swiftSettings: strictSettings
        ),

        // The servers' SQL engines (SQLite embedded, PostgreSQL shared) behind one protocol, with one
        // transaction helper and versioned migrations under an advisory lock.
        .target(
            name: "SQLStorage",
            dependencies: [
                "Services",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Services/SQLStorage",
            swiftSettings: strictSettings
        ),

        // MARK: ViewKit: the headless application framework.
        .target(
            name: "ViewKit",
            dependencies: ["Services", "Inspection"],
            path: "Sources/ViewKit",
            swiftSettings: strictSettings
        ),

        // MARK: Pattern frameworks
        .target(
            name: "TEA",
            dependencies: ["ViewKit", "Services"],
            path: "Sources/Patterns/TEA",
            swiftSettings: strictSettings
        ),

        // Reactive bindings for ViewKit on OpenCombine (MVVM-C).
        .target(
            name: "Bindings",
            dependencies: ["ViewKit", "Services", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Sources/Patterns/Bindings",
            swiftSettings: strictSettings
        ),

        // The view-state store: document and view-state stores with typed actions, logging and history.
        .target(
            name: "ViewStateStore", dependencies: ["Inspection", "Services"], path: "Sources/Patterns/ViewStateStore",
            swiftSettings: strictSettings),

        // Redux (the second book's chapter 6): one store of value-type state, actions, pure reducers,
        // middleware, selected subscriptions, an OpenCombine bridge, time travel and the inspector.
        .target(
            name: "Redux",
            dependencies: [
                "Inspection", "Services", .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Patterns/Redux", swiftSettings: strictSettings),

        // Elements (the second book's chapters 7-8): use cases, observers, event sources and the small
        // protocols a screen is built from; UI-free, so a command line can use it (the book's litmus test).
        .target(
            name: "Elements", dependencies: ["Services"], path: "Sources/Patterns/Elements", exclude: ["Keyboard"],
            swiftSettings: strictSettings),

        // Elements' keyboard observer on a ViewKit window: the part of Elements that needs the framework.
        .target(
            name: "ElementsKeyboard", dependencies: ["Elements", "ViewKit", "Services"],
            path: "Sources/Patterns/Elements/Keyboard", swiftSettings: strictSettings),

        // ModelAdapter-ViewBinder: signals, view binders and model adapters (chapter 7).
        .target(
            name: "MAVB", dependencies: ["ViewKit", "Inspection", "Services"], path: "Sources/Patterns/MAVB",
            swiftSettings: strictSettings),

        // MARK: Hosts
        .target(
            name: "ScriptHost",
            dependencies: ["ViewKit", "Services"],
            path: "Sources/Hosts/Script",
            swiftSettings: strictSettings
        ),

        .target(
            name: "WebHost",
            dependencies: [
                "Inspection", "ScriptHost",
                "ViewKit", "Services", "HTTPGuards",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "Sources/Hosts/Web",
            exclude: ["Protocol/PROTOCOL.md"],
            resources: [.copy("Resources")],
            swiftSettings: strictSettings
        ),

        // MARK: Apps
        .target(
            name: "ToDo",
            dependencies: ["ViewKit", "Services", .product(name: "Logging", package: "swift-log")],
            path: "Sources/ToDo",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        .target(
            name: "RecordingsCore",
            dependencies: ["Services"],
            path: "Sources/Recordings/Core",
            swiftSettings: strictSettings
        ),

        // Recordings' shared UI pieces: the per-window registry, launch notices, placeholder screen, name-error
        // alert and restoration keys every pattern's app delegate and screens use.
        .target(
            name: "RecordingsUI",
            dependencies: ["RecordingsCore", "ViewKit", "Services"],
            path: "Sources/Recordings/UI",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        .target(
            name: "RecordingsMVC",
            dependencies: ["RecordingsCore", "RecordingsUI", "ViewKit", "Services"],
            path: "Sources/Recordings/MVC",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        .target(
            name: "RecordingsMVCBasic",
            dependencies: ["RecordingsMVC", "RecordingsCore", "RecordingsUI", "ViewKit", "Services"],
            path: "Sources/Recordings/MVCBasic",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        .target(
            name: "RecordingsTEA",
            dependencies: ["TEA", "RecordingsCore", "RecordingsUI", "ViewKit", "Services"],
            path: "Sources/Recordings/TEA",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        .target(
            name: "RecordingsMVVMC",
            dependencies: [
                "Bindings", "RecordingsCore", "RecordingsUI", "ViewKit", "Services",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/Recordings/MVVMC",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // MVVM with less reactive programming: view models with plain observable properties, a coordinator.
        .target(
            name: "RecordingsMVVM",
            dependencies: ["RecordingsCore", "RecordingsUI", "ViewKit", "Services"],
            path: "Sources/Recordings/MVVM",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // Chapter 7's lesson on MVC: the player's views bound straight to model publishers, no view model.
        .target(
            name: "RecordingsMVCBindings",
            dependencies: [
                "RecordingsMVC", "Bindings", "RecordingsCore", "RecordingsUI", "ViewKit", "Services",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/Recordings/MVCBindings",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // Chapter 8's lesson on MVC: the player declared as a list of content elements, updated in place.
        .target(
            name: "RecordingsMVCDeclarative",
            dependencies: ["RecordingsMVC", "RecordingsCore", "RecordingsUI", "ViewKit", "Services"],
            path: "Sources/Recordings/MVCDeclarative",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // MVC+ViewState (chapter 6): the document and each window's view state in notifying stores.
        .target(
            name: "RecordingsMVCVS",
            dependencies: ["Inspection", "RecordingsCore", "RecordingsUI", "ViewStateStore", "ViewKit", "Services"],
            path: "Sources/Recordings/MVCVS",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // ModelAdapter-ViewBinder (chapter 7): view binders over model adapters, no controller subclasses.
        .target(
            name: "RecordingsMAVB",
            dependencies: ["Inspection", "RecordingsCore", "RecordingsUI", "MAVB", "ViewKit", "Services"],
            path: "Sources/Recordings/MAVB",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // Controller-owned networking (chapter 5): no model; screens load from the server and own the data.
        // The networking chapter's protocol (chapter 5): the wire values the server and both networked clients
        // share, and the server as its clients see it (`RemoteLibrary`).
        .target(
            name: "RecordingsRemote",
            dependencies: ["Services"],
            path: "Sources/Recordings/Remote",
            swiftSettings: strictSettings
        ),

        .target(
            name: "RecordingsControllerOwned",
            dependencies: ["RecordingsRemote", "RecordingsCore", "RecordingsUI", "ViewKit", "Services"],
            path: "Sources/Recordings/ControllerOwned",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // Model-owned networking (chapter 5): the MVC app over a store that is an offline cache of the server.
        .target(
            name: "RecordingsModelOwned",
            dependencies: [
                "RecordingsMVC", "RecordingsRemote", "RecordingsUI", "RecordingsCore", "ViewKit", "Services",
            ],
            path: "Sources/Recordings/ModelOwned",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // Chapter 4's lesson on MVC: folder screens tell a coordinator what the person selected; it navigates.
        .target(
            name: "RecordingsMVCCoordinator",
            dependencies: ["RecordingsMVC", "RecordingsUI", "RecordingsCore", "ViewKit"],
            path: "Sources/Recordings/MVCCoordinator",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // Chapters 6 and 8's lesson on MVC: the player and record screen draw from one DisplayState value.
        .target(
            name: "RecordingsMVCDisplayState",
            dependencies: ["RecordingsMVC", "RecordingsUI", "RecordingsCore", "ViewKit", "Services"],
            path: "Sources/Recordings/MVCDisplayState",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // The networking chapter's server: the sample's HTTP API over the library in SQL.
        .target(
            name: "RecordingsServer",
            dependencies: [
                "RecordingsRemote", "RecordingsCore", "Services", "HTTPGuards", "SQLStorage",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            path: "Sources/Recordings/Server",
            exclude: ["openapi.yaml"],
            swiftSettings: strictSettings
        ),

        // Koober (the second book): the UI-free model layer every Koober pattern shares.
        .target(
            name: "KooberKit",
            dependencies: ["Services", .product(name: "Crypto", package: "swift-crypto")], path: "Sources/Koober/Kit",
            swiftSettings: strictSettings),

        // Koober's reusable UI pieces (the sample's KooberUIKit): images, containment, error alerts.
        .target(
            name: "KooberUI", dependencies: ["KooberKit", "ViewKit", "Services"], path: "Sources/Koober/UI",
            swiftSettings: strictSettings),

        // Koober in MVVM (chapter 5): the view models, UI-free, on OpenCombine.
        .target(
            name: "KooberMVVMKit",
            dependencies: [
                "KooberKit", "Services", .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Koober/MVVM/Kit", swiftSettings: strictSettings),

        // Koober in MVVM: the screens, the four dependency-injection approaches, the app delegate.
        .target(
            name: "KooberMVVMApp",
            dependencies: [
                "KooberMVVMKit", "KooberKit", "KooberUI", "ViewKit", "Bindings", "Services",
                .product(name: "OpenCombine", package: "OpenCombine"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Koober/MVVM/App", swiftSettings: strictSettings),

        // Koober in Redux (chapter 6): the state, actions, reducers, getters and user interactions on the
        // Redux store, and the one object that owns the store; the screens never see it.
        .target(
            name: "KooberReduxKit",
            dependencies: [
                "Inspection",
                "KooberKit", "Redux", "Services", .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Koober/Redux/Kit", swiftSettings: strictSettings),

        // Koober in Redux: the screens (state publishers and user-interactions protocols only), the
        // dependency containers and the app delegate. It does not depend on the Redux library.
        .target(
            name: "KooberReduxApp",
            dependencies: [
                "Inspection",
                "KooberReduxKit", "KooberKit", "KooberUI", "ViewKit", "Bindings", "Services",
                .product(name: "OpenCombine", package: "OpenCombine"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Koober/Redux/App", swiftSettings: strictSettings),

        // Koober in Elements (chapters 7-8): the use cases that replace Redux's user-interactions objects, on
        // Koober Redux's store, state and reducers; no ViewKit.
        .target(
            name: "KooberElementsKit",
            dependencies: [
                "KooberKit", "KooberReduxKit", "Redux", "Elements", "Services",
                .product(name: "OpenCombine", package: "OpenCombine"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Koober/Elements/Kit", swiftSettings: strictSettings),

        // Koober in Elements: the screens (user interfaces, interaction responders, observers), the
        // containers that make use cases and wire responders, and the app delegate.
        .target(
            name: "KooberElementsApp",
            dependencies: [
                "ElementsKeyboard", "Inspection",
                "KooberElementsKit", "KooberReduxKit", "KooberKit", "KooberUI", "Elements", "ViewKit", "Services",
                .product(name: "OpenCombine", package: "OpenCombine"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Koober/Elements/App", swiftSettings: strictSettings),

        // The book's litmus test for use cases: a command line (`apparch koober sign-in|search`) built from
        // use-case factories alone, with no screen and no ViewKit.
        .target(
            name: "KooberElementsCommand",
            dependencies: [
                "KooberElementsKit", "KooberReduxKit", "KooberKit", "Elements", "Services",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Koober/Elements/Command", swiftSettings: strictSettings),

        // Koober Cloud (the second book's server, `apparch api koober`): the sample client's endpoints over
        // accounts, sessions, ride options, places and rides in SQL.
        .target(
            name: "KooberCloudServer",
            dependencies: [
                "KooberKit", "HTTPGuards", "SQLStorage",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            path: "Sources/Koober/Cloud",
            exclude: ["openapi.yaml"],
            swiftSettings: strictSettings
        ),

        // Gallagher's Clocks: a view-state driven app on the view-state store (seed 004).
        .target(
            name: "Clocks",
            dependencies: ["Inspection", "ViewStateStore", "ViewKit", "Services"],
            path: "Sources/Clocks",
            exclude: ["README.md"],
            swiftSettings: strictSettings
        ),

        // Every ViewKit control on one screen each: the web host's `/catalog` page.
        .target(
            name: "Catalog", dependencies: ["ViewKit", "Services"], path: "Sources/Catalog",
            swiftSettings: strictSettings),

        // MARK: Test support: helpers shared by the test targets and the benchmarks.
        .target(
            name: "TestSupport",
            dependencies: ["Services", .product(name: "Logging", package: "swift-log")],
            path: "Sources/Testing/TestSupport",
            swiftSettings: strictSettings),
        .target(
            name: "MAVBTesting", dependencies: ["MAVB", "Services"], path: "Sources/Testing/MAVBTesting",
            swiftSettings: strictSettings),
        .target(
            name: "StoreTesting", dependencies: ["ViewStateStore", "Redux"], path: "Sources/Testing/StoreTesting",
            swiftSettings: strictSettings),
        .target(
            name: "ElementsTesting", dependencies: ["Elements", "ElementsKeyboard", "ViewKit", "Services"],
            path: "Sources/Testing/ElementsTesting",
            swiftSettings: strictSettings),
        .target(
            name: "ViewKitTesting", dependencies: ["ViewKit"], path: "Sources/Testing/ViewKitTesting",
            swiftSettings: strictSettings),
        // Servers on a real port in the test's process, and the engines server tests run on.
        .target(
            name: "ServerTesting",
            dependencies: [
                "SQLStorage",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Sources/Testing/ServerTesting",
            swiftSettings: strictSettings),
        // A Recordings server on a real port in the test's process, for the networked clients' tests.
        .target(
            name: "RecordingsServerTesting",
            dependencies: [
                "RecordingsServer", "ServerTesting",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Sources/Testing/RecordingsServerTesting",
            swiftSettings: strictSettings),
        .target(
            name: "RecordingsTesting",
            dependencies: ["RecordingsCore", "Services", "ViewKit", "ScriptHost", "TestSupport"],
            path: "Sources/Testing/RecordingsTesting",
            swiftSettings: strictSettings),
        .target(
            name: "RecordingsMVCTesting",
            dependencies: ["RecordingsMVC", "RecordingsTesting", "RecordingsCore", "Services", "ViewKit"],
            path: "Sources/Testing/RecordingsMVCTesting",
            swiftSettings: strictSettings),
        .target(
            name: "KooberTesting",
            dependencies: ["KooberKit", "KooberUI", "Services", "ViewKit", "ScriptHost", "TestSupport"],
            path: "Sources/Testing/KooberTesting", swiftSettings: strictSettings),

        // MARK: Eight: the videos' one app in eight architectures
        // The shared model (one text in the data folder), Foundation and Services only.
        .target(name: "Eight", dependencies: ["Services"], path: "Sources/Eight/Model", swiftSettings: strictSettings),
        // The eight rows, each in its own pattern folder, and the screen and app delegate (`App`).
        .target(
            name: "EightApp",
            dependencies: [
                "Eight", "Services", "ViewKit", "TEA", "MAVB", "Bindings", "ViewStateStore",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Eight",
            exclude: ["Model", "README.md"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EightTests",
            dependencies: [
                "Eight", "EightApp", "Services", "ViewKit", "TEA", "MAVB", "MAVBTesting", "Bindings", "ViewStateStore",
                "TestSupport", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EightConformanceTests",
            dependencies: ["Eight", "EightApp", "Services", "ViewKit", "TestSupport"],
            swiftSettings: strictSettings
        ),

        // MARK: Comparison: `apparch compare` and `/compare`: line counts, tests, recorded coverage and costs, the
        // books' figures, the five-questions grid, and the page with its SVG plots (Foundation, Crypto and the
        // HTML escaping of Services; no ViewKit and no app: the CLI hands it the list of apps and patterns).
        .target(
            name: "Comparison", dependencies: ["Services", .product(name: "Crypto", package: "swift-crypto")],
            path: "Sources/Comparison", swiftSettings: strictSettings),
        .testTarget(
            name: "ComparisonTests", dependencies: ["Comparison"], exclude: ["Fixtures"],
            swiftSettings: strictSettings),

        // MARK: CLI
        .target(
            name: "AppArchCLI",
            dependencies: [
                "ScriptHost", "ViewKit", "Services", "ToDo", "RecordingsMVC", "RecordingsMVVMC", "RecordingsMVVM",
                "RecordingsMVCVS", "RecordingsMAVB", "RecordingsTEA", "Clocks", "RecordingsServer",
                "RecordingsModelOwned",
                "RecordingsMVCBasic",
                "RecordingsMVCCoordinator", "RecordingsMVCDisplayState",
                "RecordingsControllerOwned", "RecordingsRemote", "RecordingsCore", "KooberKit", "KooberMVVMApp",
                "KooberReduxApp",
                "KooberElementsApp",
                "KooberElementsCommand",
                "KooberCloudServer",
                "HTTPGuards", "SQLStorage",
                "WebHost",
                "Catalog",
                "EightApp",
                "Comparison",
                "RecordingsMVCBindings",
                "RecordingsMVCDeclarative",
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
        .testTarget(name: "InspectionTests", dependencies: ["Inspection"], swiftSettings: strictSettings),
        .testTarget(name: "ServicesTests", dependencies: ["Services", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "ViewKitTests", dependencies: ["Inspection", "ViewKitTesting", "ViewKit", "Services", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ScriptHostTests", dependencies: ["ScriptHost", "ViewKit", "Services", "Catalog"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ToDoTests", dependencies: ["TestSupport", "ToDo", "ViewKit", "Services"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "RecordingsCoreTests",
            dependencies: ["TestSupport", "RecordingsTesting", "RecordingsCore", "Services"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsUITests",
            dependencies: ["RecordingsUI", "RecordingsTesting", "RecordingsCore", "ViewKit", "Services"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsRemoteTests", dependencies: ["RecordingsRemote", "Services"], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVCBasicTests",
            dependencies: [
                "ViewKitTesting", "TestSupport", "RecordingsTesting", "RecordingsMVCBasic", "RecordingsMVC",
                "RecordingsUI", "RecordingsCore", "ViewKit", "Services",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVCTests",
            dependencies: [
                "ViewKitTesting", "TestSupport", "RecordingsTesting", "RecordingsMVC", "RecordingsUI", "RecordingsCore",
                "ViewKit", "Services",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVCCoordinatorTests",
            dependencies: [
                "RecordingsMVCCoordinator", "RecordingsMVC", "RecordingsTesting", "RecordingsMVCTesting",
                "RecordingsUI", "RecordingsCore",
                "ViewKit", "Services",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVCBindingsTests",
            dependencies: [
                "RecordingsMVCBindings", "RecordingsMVC", "Bindings", "RecordingsTesting", "RecordingsMVCTesting",
                "RecordingsUI",
                "RecordingsCore", "ViewKit", "Services", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVCDisplayStateTests",
            dependencies: [
                "RecordingsMVCDisplayState", "RecordingsMVC", "RecordingsTesting", "RecordingsMVCTesting",
                "RecordingsUI", "RecordingsCore",
                "ViewKit", "Services", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVCDeclarativeTests",
            dependencies: [
                "RecordingsMVCDeclarative", "RecordingsMVC", "RecordingsTesting", "RecordingsMVCTesting",
                "RecordingsUI", "RecordingsCore",
                "ViewKit", "Services",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ViewStateStoreTests",
            dependencies: ["Services", "Inspection", "ViewStateStore", "StoreTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BindingsTests",
            dependencies: [
                "Bindings", "ViewKit", "Services", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVVMCTests",
            dependencies: [
                "RecordingsMVVMC", "Bindings", "RecordingsTesting", "RecordingsCore", "ViewKit", "Services",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsConformanceTests",
            dependencies: [
                "RecordingsTesting", "RecordingsMVC", "RecordingsMVVMC", "RecordingsMVVM", "RecordingsTEA",
                "RecordingsMVCVS", "RecordingsMAVB", "RecordingsModelOwned", "RecordingsRemote", "RecordingsCore",
                "ViewKit", "Services", "ScriptHost", "TestSupport",
                "RecordingsMVCBasic",
                "RecordingsMVCCoordinator", "RecordingsMVCDisplayState",
                "RecordingsMVCBindings",
                "RecordingsMVCDeclarative",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "WebHostTests",
            dependencies: [
                "Inspection",
                "WebHost", "HTTPGuards", "Catalog", "ViewKit", "Services", "TestSupport", "ViewStateStore",
                "ServerTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "TEATests", dependencies: ["TEA", "ViewKit", "Services", "TestSupport"], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "StoreTestingTests", dependencies: ["StoreTesting"], swiftSettings: strictSettings),
        .testTarget(
            name: "RecordingsTEATests",
            dependencies: [
                "RecordingsTesting", "RecordingsTEA", "TEA", "RecordingsCore", "ViewKit", "Services", "StoreTesting",
                "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVVMTests",
            dependencies: [
                "RecordingsMVVM", "RecordingsUI", "RecordingsTesting", "RecordingsCore", "ViewKit", "ViewKitTesting",
                "Services", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsMVCVSTests",
            dependencies: [
                "Inspection",
                "RecordingsMVCVS", "ViewStateStore", "StoreTesting", "RecordingsTesting", "RecordingsCore", "ViewKit",
                "ViewKitTesting", "Services", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MAVBTests", dependencies: ["MAVB", "MAVBTesting", "ViewKit", "Services", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "RecordingsMAVBTests",
            dependencies: [
                "Inspection",
                "RecordingsMAVB", "MAVB", "MAVBTesting", "RecordingsTesting", "RecordingsCore", "ViewKit", "Services",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsServerTests",
            dependencies: [
                "RecordingsServer", "RecordingsRemote", "RecordingsCore", "Services", "HTTPGuards", "SQLStorage",
                "ServerTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsControllerOwnedTests",
            dependencies: [
                "RecordingsControllerOwned", "RecordingsServerTesting", "RecordingsServer", "RecordingsRemote",
                "RecordingsCore", "ViewKit", "ViewKitTesting", "Services", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RecordingsModelOwnedTests",
            dependencies: [
                "RecordingsModelOwned", "RecordingsMVC", "RecordingsServerTesting", "RecordingsServer",
                "RecordingsRemote", "RecordingsTesting",
                "ScriptHost",
                "RecordingsCore", "ViewKit", "ViewKitTesting", "Services", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "KooberConformanceTests",
            dependencies: [
                "KooberTesting", "KooberMVVMApp", "KooberReduxApp", "KooberElementsApp", "KooberKit",
                "KooberCloudServer", "ServerTesting",
                "Services",
                "HTTPGuards", "TestSupport",
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KooberMVVMAppTests",
            dependencies: [
                "KooberMVVMApp", "KooberMVVMKit", "KooberKit", "KooberUI", "KooberTesting", "ViewKit", "Services",
                "TestSupport", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KooberMVVMKitTests",
            dependencies: [
                "KooberMVVMKit", "KooberKit", "Services", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KooberCloudTests",
            dependencies: [
                "KooberCloudServer", "KooberKit", "Services", "HTTPGuards", "SQLStorage", "ServerTesting",
                "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "SQLKit", package: "sql-kit"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ElementsTests",
            dependencies: ["ElementsKeyboard", "Services", "Elements", "ElementsTesting", "ViewKit"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KooberElementsKitTests",
            dependencies: [
                "KooberElementsKit", "KooberElementsCommand", "KooberReduxKit", "KooberKit", "Redux", "Elements",
                "ElementsTesting", "StoreTesting", "Services", "TestSupport",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KooberElementsAppTests",
            dependencies: [
                "Inspection",
                "ElementsKeyboard",
                "KooberElementsApp", "KooberElementsKit", "KooberReduxKit", "KooberKit", "KooberUI", "KooberTesting",
                "Elements", "ElementsTesting", "ViewKit", "Services", "TestSupport",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ReduxTests",
            dependencies: [
                "Services",
                "Inspection",
                "Redux", "StoreTesting", "TestSupport", .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KooberReduxKitTests",
            dependencies: [
                "Inspection",
                "KooberReduxKit", "KooberKit", "Redux", "StoreTesting", "Services", "TestSupport",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KooberReduxAppTests",
            dependencies: [
                "Inspection",
                "KooberReduxApp", "KooberReduxKit", "KooberKit", "KooberUI", "KooberTesting", "ViewKit", "Services",
                "TestSupport", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "KooberKitTests", dependencies: ["KooberKit", "Services", "TestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "ClocksTests",
            dependencies: [
                "Inspection",
                "Clocks", "ViewStateStore", "StoreTesting", "ViewKit", "ViewKitTesting", "Services", "TestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "AppArchCLI", "Comparison", "Services", "ViewKit", "RecordingsServerTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Scripts")],
            swiftSettings: strictSettings
        ),
    ]
)
