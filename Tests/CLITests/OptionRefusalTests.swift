import ArgumentParser
import Foundation
import Testing

@testable import AppArchCLI

/// Every app-specific option given to an app or pattern that does not take it: `drive` and `serve` refuse
/// it through the one resolution (``AppLaunch``), with the same message.
@MainActor
struct OptionRefusalTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-refusal-\(UUID().uuidString)")

    static let server = "http://127.0.0.1:9/?token=0123456789abcdef"

    /// The arguments that give `option`, with a value every app that takes it accepts.
    nonisolated static func arguments(for option: LaunchOption) -> [String] {
        switch option {
        case .sample: ["--sample"]
        case .history: ["--history", "document"]
        case .restore: ["--restore", "/nonexistent/state.json"]
        case .timeTravel: ["--time-travel"]
        case .server: ["--server", "http://127.0.0.1:9/"]
        case .serverToken: ["--server-token", "0123456789abcdef"]
        case .di: ["--di", "hierarchy"]
        case .sessionStore: ["--session-store", "memory"]
        case .fail: ["--fail", "locate"]
        case .signInVariant: ["--sign-in-variant", "bidirectional"]
        case .observers: ["--observers", "split"]
        }
    }

    /// Every app and pattern that does not take `option`.
    nonisolated static func misfits(of option: LaunchOption) -> [(app: AppName, pattern: PatternName)] {
        AppName.allCases.flatMap { app in
            app.patterns.filter { !app.takes(option, in: $0) }.map { (app: app, pattern: $0) }
        }
    }

    /// The `apparch` arguments that give `option` to `app` run in `pattern`.
    nonisolated static func commandLine(
        _ command: String, _ app: AppName, _ pattern: PatternName, _ option: LaunchOption
    ) -> [String] {
        [command, app.rawValue, "--pattern", pattern.rawValue] + arguments(for: option)
    }

    /// Runs `arguments` (a `drive` command line) on the script `screen`, returning the status and errors.
    private func drive(_ arguments: [String]) async throws -> (Int32, [String]) {
        let parsed = try AppArchCommand.parseAsRoot(arguments + ["--data-dir", directory.path])
        let command = try #require(parsed as? DriveCommand)
        var errors: [String] = []
        let status = await DriveRunner.run(
            command.request(script: "screen"), output: { _ in }, errorOutput: { errors.append($0) })
        return (status, errors)
    }

    @Test func everyOptionIsRefusedSomewhereAndTakenSomewhere() {
        for option in LaunchOption.allCases {
            #expect(!Self.misfits(of: option).isEmpty, "\(option.flag)")
            #expect(Self.misfits(of: option).count < AppName.allCases.flatMap(\.patterns).count, "\(option.flag)")
        }
    }

    @Test(arguments: LaunchOption.allCases)
    func theResolutionRefusesTheOptionWhereItDoesNotApply(option: LaunchOption) throws {
        let parsed = try AppOptions.parse(Self.arguments(for: option)).launchOptions
        #expect(parsed.given == [option])
        for (app, pattern) in Self.misfits(of: option) {
            var options = parsed
            options.pattern = pattern
            #expect(throws: option.refusal(app: app, pattern: pattern)) {
                try AppLaunch(app: app, options: options)
            }
        }
    }

    @Test(arguments: LaunchOption.allCases)
    func theResolutionTakesTheOptionWhereItApplies(option: LaunchOption) throws {
        let parsed = try AppOptions.parse(Self.arguments(for: option)).launchOptions
        for app in AppName.allCases {
            for pattern in app.patterns where app.takes(option, in: pattern) {
                var options = parsed
                options.pattern = pattern
                if pattern.needsServer, options.server == nil { options.server = Self.server }
                let launch = try AppLaunch(app: app, options: options)
                #expect(launch.app == app && launch.pattern == pattern && launch.options == options)
            }
        }
    }

    @Test(arguments: LaunchOption.allCases)
    func driveRefusesTheOptionWhereItDoesNotApply(option: LaunchOption) async throws {
        for (app, pattern) in Self.misfits(of: option) {
            let (status, errors) = try await drive(Self.commandLine("drive", app, pattern, option))
            #expect(status == 2, "\(app) \(pattern)")
            #expect(errors == ["error: " + option.refusal(app: app, pattern: pattern).message])
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path), "a refused option must not launch the app")
    }

    @Test(arguments: LaunchOption.allCases)
    func serveRefusesTheOptionWhereItDoesNotApplyWithDrivesMessage(option: LaunchOption) throws {
        for (app, pattern) in Self.misfits(of: option) {
            let error = try #require(parseError(Self.commandLine("serve", app, pattern, option)))
            #expect(AppArchCommand.message(for: error) == option.refusal(app: app, pattern: pattern).message)
            #expect(AppArchCommand.exitCode(for: error) == .validationFailure)
        }
    }

    @Test(arguments: LaunchOption.allCases.filter { !$0.appliesToIndex })
    func serveWithoutAnAppRefusesTheOptionsThatNeedOne(option: LaunchOption) throws {
        let error = try #require(parseError(["serve"] + Self.arguments(for: option)))
        #expect(AppArchCommand.message(for: error) == option.indexRefusal.message)
        #expect(
            option.indexRefusal.message
                == "\(option.flag) applies to \(option.scopeDescription) only, not to the index of every app; name "
                + "the app, or drop \(option.flag)")
    }

    @Test func theRefusalNamesTheOptionWhereItAppliesTheAppAndPatternAndWhatToDo() {
        #expect(
            LaunchOption.timeTravel.refusal(app: .koober, pattern: .mvvm).message
                == "--time-travel applies to recordings --pattern mvcvs only, not to koober --pattern mvvm; drop "
                + "--time-travel")
        #expect(
            LaunchOption.server.refusal(app: .clocks, pattern: .viewstate).message
                == "--server applies to recordings --pattern controller-owned|model-owned or koober only, not to "
                + "clocks --pattern viewstate; drop --server")
        #expect(
            LaunchOption.sample.refusal(app: .todo, pattern: .mvc).message
                == "--sample applies to recordings or clocks only, not to todo --pattern mvc; drop --sample")
    }

    /// The command lines issue 27 found started by `serve` with an option ignored, with the refusal both
    /// commands now give.
    static let ignoredBefore: [(arguments: [String], message: String)] = [
        (
            ["koober", "--time-travel"],
            "--time-travel applies to recordings --pattern mvcvs only, not to koober --pattern mvvm; drop --time-travel"
        ),
        (
            ["clocks", "--history", "whole", "--di", "factories"],
            "--di applies to koober only, not to clocks --pattern viewstate; drop --di"
        ),
        (
            ["recordings", "--pattern", "mvcvs", "--time-travel", "--server", "http://127.0.0.1:9/"],
            "--server applies to recordings --pattern controller-owned|model-owned or koober only, not to recordings "
                + "--pattern mvcvs; drop --server"
        ),
    ]

    @Test func theCommandLinesServeUsedToStartAreRefusedByBothCommandsAlike() async throws {
        for (arguments, message) in Self.ignoredBefore {
            let error = try #require(parseError(["serve"] + arguments))
            #expect(AppArchCommand.message(for: error) == message)
            let (status, errors) = try await drive(["drive"] + arguments)
            #expect(status == 2)
            #expect(errors == ["error: " + message])
        }
    }

    @Test func aKooberApproachReduxAndElementsAreNotBuiltWithIsRefusedByBoth() async throws {
        for pattern in ["redux", "elements"] {
            let message =
                "--di factories applies to koober's mvvm pattern; \(pattern) builds with the container hierarchy"
            let error = try #require(parseError(["serve", "koober", "--pattern", pattern, "--di", "factories"]))
            #expect(AppArchCommand.message(for: error) == message)
            let (status, errors) = try await drive(["drive", "koober", "--pattern", pattern, "--di", "factories"])
            #expect(status == 2)
            #expect(errors == ["error: " + message])
        }
    }

    @Test func aNetworkedPatternWithoutAServerIsRefusedByBoth() async throws {
        let message =
            "recordings --pattern model-owned needs a server: --server URL (start one with `apparch api recordings`, "
            + "which prints the URL)"
        let error = try #require(parseError(["serve", "recordings", "--pattern", "model-owned"]))
        #expect(AppArchCommand.message(for: error) == message)
        let (status, errors) = try await drive(["drive", "recordings", "--pattern", "model-owned"])
        #expect(status == 2)
        #expect(errors == ["error: " + message])
        let token = try #require(parseError(["serve", "--server-token", "0123456789abcdef"]))
        #expect(AppArchCommand.message(for: token) == "--server-token needs --server")
        let pattern = try #require(parseError(["serve", "--pattern", "mvc"]))
        #expect(AppArchCommand.message(for: pattern) == "--pattern needs an app; name one or drop --pattern")
    }
}
