/// Where every app/pattern of `apparch list` keeps its code, its shared code, its library, its tests and its
/// README, read from `Package.swift` and the folders. The CLI hands over what `apparch list` shows, and a
/// pattern missing here is an error, so a new pattern is not done until it appears in the comparison.
///
/// Libraries follow the targets' dependencies: a pattern counts each pattern library its targets import.
public enum ComparisonCatalog {
    /// Every entry, in `apparch list`'s order (`eight` included before its folders exist).
    public static let entries: [PatternSources] = todo + recordings + clocks + koober + eight

    /// The entry of `app`/`pattern`, or nil.
    public static func entry(app: String, pattern: String) -> PatternSources? {
        entries.first { $0.app == app && $0.pattern == pattern }
    }

    /// The entries of the listed apps and patterns, in their order.
    ///
    /// - Throws: ``ComparisonError/missingEntry(app:pattern:)`` for the first listed pattern with no entry.
    public static func entries(for listed: [ListedApp]) throws(ComparisonError) -> [PatternSources] {
        var result: [PatternSources] = []
        for app in listed {
            for pattern in app.patterns {
                guard let entry = entry(app: app.name, pattern: pattern) else {
                    throw .missingEntry(app: app.name, pattern: pattern)
                }
                result.append(entry)
            }
        }
        return result
    }

    private static let patterns = "Sources/Patterns/"

    private static let todo: [PatternSources] = [
        PatternSources(
            app: "todo", pattern: "mvc", own: ["Sources/ToDo"], ownExcluded: ["Sources/ToDo/Model"],
            shared: ["Sources/ToDo/Model"], tests: ["Tests/ToDoTests"], readme: "Sources/ToDo/README.md")
    ]

    /// Recordings' patterns: command-line name, folder, libraries and the libraries' name.
    private static let recordingsPatterns: [(String, String, [String], String?)] = [
        ("mvc", "MVC", [], nil),
        ("mvvmc", "MVVMC", [patterns + "Bindings"], "Bindings"),
        ("mvvm", "MVVM", [], nil),
        ("mvcvs", "MVCVS", [patterns + "ViewStateStore"], "ViewStateStore"),
        ("mavb", "MAVB", [patterns + "MAVB"], "MAVB"),
        ("tea", "TEA", [patterns + "TEA"], "TEA"),
        ("controller-owned", "ControllerOwned", [], nil),
        ("model-owned", "ModelOwned", [], nil),
        ("mvc-basic", "MVCBasic", [], nil),
        ("mvc-coordinator", "MVCCoordinator", [], nil),
        ("mvc-displaystate", "MVCDisplayState", [], nil),
        ("mvc-bindings", "MVCBindings", [patterns + "Bindings"], "Bindings"),
        ("mvc-declarative", "MVCDeclarative", [], nil),
    ]

    private static let recordings: [PatternSources] = recordingsPatterns.map { pattern, folder, library, libraryName in
        let networked = pattern.hasSuffix("-owned")
        var shared = ["Sources/Recordings/Core", "Sources/Recordings/UI"]
        if networked { shared.append("Sources/Recordings/Remote") }
        // The model-owned client and the lesson variants are built on MVC's screens.
        if pattern == "model-owned" || pattern.hasPrefix("mvc-") { shared.append("Sources/Recordings/MVC") }
        return PatternSources(
            app: "recordings", pattern: pattern, own: ["Sources/Recordings/\(folder)"], shared: shared,
            library: library, libraryName: libraryName, tests: ["Tests/Recordings\(folder)Tests"],
            conformance: pattern == "controller-owned" ? [] : ["Tests/RecordingsConformanceTests"],
            readme: "Sources/Recordings/\(folder)/README.md", runsLocally: !networked)
    }

    private static let clocks: [PatternSources] = [
        PatternSources(
            app: "clocks", pattern: "viewstate", own: ["Sources/Clocks/App", "Sources/Clocks/ViewControllers"],
            shared: ["Sources/Clocks/Model"], library: [patterns + "ViewStateStore"], libraryName: "ViewStateStore",
            tests: ["Tests/ClocksTests", "Tests/CLITests/ClocksDriveTests.swift"], readme: "Sources/Clocks/README.md")
    ]

    /// Koober's patterns: command-line name, folder, libraries, and what else they share.
    private static let kooberPatterns: [(String, String, [String], [String])] = [
        ("mvvm", "MVVM", ["Bindings"], []),
        ("redux", "Redux", ["Redux", "Bindings"], []),
        ("elements", "Elements", ["Elements", "Redux"], ["Sources/Koober/Redux/Kit"]),
    ]

    private static let koober: [PatternSources] = kooberPatterns.map { pattern, folder, libraries, alsoShared in
        PatternSources(
            app: "koober", pattern: pattern, own: ["Sources/Koober/\(folder)"],
            ownExcluded: [], shared: ["Sources/Koober/Kit", "Sources/Koober/UI"] + alsoShared,
            library: libraries.map { patterns + $0 }, libraryName: libraries.joined(separator: " + "),
            tests: ["Tests/Koober\(folder)KitTests", "Tests/Koober\(folder)AppTests"],
            conformance: ["Tests/KooberConformanceTests"], readme: "Sources/Koober/\(folder)/README.md")
    }

    private static let eight: [PatternSources] =
        [
            PatternSources(
                app: "eight", pattern: "all", own: ["Sources/Eight/App"], shared: ["Sources/Eight/Model"],
                tests: [], conformance: ["Tests/EightConformanceTests"], readme: nil)
        ]
        + eightRows.map { pattern, folder, label, libraries in
            PatternSources(
                app: "eight", pattern: pattern, own: ["Sources/Eight/\(folder)"], shared: ["Sources/Eight/Model"],
                library: libraries.map { patterns + $0 },
                libraryName: libraries.isEmpty ? nil : libraries.joined(separator: " + "),
                tests: ["Tests/EightTests/\(folder)Tests.swift"], conformance: ["Tests/EightConformanceTests"],
                readme: "Sources/Eight/README.md", readmeSection: label)
        }

    /// The rows of `eight`: command-line name, folder, row label (its README section) and libraries.
    private static let eightRows: [(String, String, String, [String])] = [
        ("mvc", "MVC", "MVC", []),
        ("mvp", "MVP", "MVP", []),
        ("minimal-mvvm", "MinimalMVVM", "Minimal MVVM", []),
        ("mvvm", "MVVM", "MVVM", ["Bindings"]),
        ("mvcvs", "MVCVS", "MVC+VS", ["ViewStateStore"]),
        ("tea", "TEA", "TEA", ["TEA"]),
        ("mavb", "MAVB", "MAVB", ["MAVB"]),
        ("clean", "Clean", "Clean", []),
    ]
}
