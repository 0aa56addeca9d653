import ArgumentParser
import Testing
import ViewKit

@testable import AppArchCLI

/// The command lines the browser tests, the API tests, the benchmarks and the README start `apparch drive`
/// and `serve` with still parse and launch the same app and pattern, without starting anything.
@MainActor
struct CommandLineTests {
    static let recordingsServer = "http://127.0.0.1:8081/?token=0123456789abcdef0123456789abcdef"

    /// A command line with the app and pattern it launches (nil: `serve`'s index of every app).
    typealias Use = (arguments: [String], app: AppName?, pattern: PatternName?)

    /// The browser tests' Koober servers, one per pattern.
    static let kooberServers: [Use] = [PatternName.mvvm, .redux, .elements].map { pattern in
        (arguments: ["serve", "koober", "--pattern", pattern.rawValue], app: AppName.koober, pattern: pattern)
    }

    /// The browser tests' Recordings servers, one per pattern that needs no server.
    static let recordingsServers: [Use] = [PatternName.mvc, .mvvmc, .mvvm, .mvcvs, .mavb, .tea].map { pattern in
        (
            arguments: ["serve", "recordings", "--pattern", pattern.rawValue, "--sample"], app: AppName.recordings,
            pattern: pattern
        )
    }

    /// Every command line checked.
    static var used: [Use] { kooberServers + recordingsServers + others }

    /// The other command lines.
    static let others: [Use] = [
        (["serve", "recordings", "--sample", "--host", "127.0.0.2"], .recordings, .mvc),
        (
            ["serve", "recordings", "--pattern", "model-owned", "--server", recordingsServer, "--sample"],
            .recordings, .modelOwned
        ),
        (
            ["serve", "recordings", "--pattern", "controller-owned", "--server", recordingsServer],
            .recordings, .controllerOwned
        ),
        (
            [
                "serve", "todo", "--port", "0", "--data-dir", "/tmp/d", "--idle-grace", "30", "--token",
                "0123456789abcdef0123456789abcdef", "--max-connections", "4",
            ], .todo, .mvc
        ),
        (["serve", "clocks"], .clocks, .viewstate),
        (["serve", "recordings", "--pattern", "mvc-basic", "--sample"], .recordings, .mvcBasic),
        (["drive", "recordings", "--pattern", "mvc-basic", "--sample", "--size", "regular"], .recordings, .mvcBasic),
        (["serve"], nil, nil),
        (["serve", "--sample", "--server", recordingsServer], nil, nil),
        (
            ["drive", "recordings", "--pattern", "controller-owned", "--server", recordingsServer],
            .recordings, .controllerOwned
        ),
        (
            [
                "drive", "recordings", "--pattern", "model-owned", "--server", recordingsServer, "--data-dir",
                "/tmp/d",
            ],
            .recordings, .modelOwned
        ),
        (["drive", "recordings", "--pattern", "tea", "--sample", "--script", "steps.txt"], .recordings, .tea),
        (["drive", "Recordings", "--pattern", "MVCVS", "--time-travel", "--size", "regular"], .recordings, .mvcvs),
        (["drive", "todo", "--script", "Examples/todo.txt"], .todo, .mvc),
        (["drive", "clocks", "--sample", "--history", "whole"], .clocks, .viewstate),
        (["drive", "koober", "--pattern", "elements", "--sign-in-variant", "bidirectional"], .koober, .elements),
        (["drive", "koober", "--pattern", "elements", "--sign-in-variant", "hybrid"], .koober, .elements),
        (["drive", "koober", "--pattern", "elements", "--sign-in-variant", "database"], .koober, .elements),
        (["drive", "koober", "--pattern", "elements", "--observers", "responder"], .koober, .elements),
        (
            [
                "drive", "koober", "--di", "on-demand", "--session-store", "memory", "--fail",
                "locate,ride-options,search,ride-request,sign-out",
            ], .koober, .mvvm
        ),
        (
            ["drive", "koober", "--pattern", "redux", "--di", "hierarchy", "--server", "http://127.0.0.1:8082/"],
            .koober, .redux
        ),
    ]

    @Test func everyCommandLineInUseParsesAndLaunchesItsPattern() throws {
        for (arguments, app, pattern) in Self.used {
            let parsed = try AppArchCommand.parseAsRoot(arguments)
            let given: (AppName?, AppOptions)
            if let drive = parsed as? DriveCommand {
                given = (drive.app, drive.options)
            } else {
                let serve = try #require(parsed as? ServeCommand, "\(arguments)")
                given = (serve.app, serve.options)
            }
            #expect(given.0 == app, "\(arguments)")
            guard let app, let pattern else {
                #expect(throws: Never.self) { try AppLaunch.checkIndex(options: given.1.launchOptions) }
                continue
            }
            let launch = try AppLaunch(app: app, options: given.1.launchOptions)
            #expect(launch.pattern == pattern, "\(arguments)")
            #expect(try launch.makePattern().name == pattern.rawValue, "\(arguments)")
        }
    }

    @Test func theTypedCatalogueListsWhatTheAppsDo() {
        #expect(AppCatalog.apps.map(\.name) == AppName.allCases.map(\.rawValue))
        for app in AppName.allCases {
            #expect(AppCatalog.descriptor(of: app).patterns.map(\.name) == app.patterns.map(\.rawValue), "\(app)")
        }
        #expect(Set(AppName.allCases.flatMap(\.patterns)) == Set(PatternName.allCases))
    }

    @Test func appsAndPatternsAreReadIgnoringCase() {
        #expect(AppName(argument: "Koober") == .koober)
        #expect(PatternName(argument: "Model-Owned") == .modelOwned)
        #expect(AppName(argument: "calculator") == nil)
    }
}
