import Foundation
import ScriptHost
import Services
import ViewKit

/// Runs a drive request: parses the script first (so a bad script never launches the app), launches
/// the app on a virtual clock, runs the steps, and quits the app so it saves.
///
/// Exit status: 0 success; 1 a failed step or an app that could not start; 2 a script that cannot be
/// parsed or an unknown app, pattern or size.
public enum DriveRunner {
    /// Runs `request`, writing the command's output and errors through the given functions.
    ///
    /// - Parameter isInterrupted: asked between steps; true stops the script, quits the app (it saves)
    ///   and returns 130.
    @MainActor
    public static func run(
        _ request: DriveRequest,
        isInterrupted: () -> Bool = { false },
        output: (String) -> Void,
        errorOutput: (String) -> Void
    ) async -> Int32 {
        let lines: [ScriptLine]
        do {
            lines = try ScriptParser.parse(request.script)
        } catch {
            errorOutput("error: \(error.description)")
            return 2
        }
        let app: AppDescriptor
        var pattern: AppPattern
        do {
            (app, pattern) = try AppCatalog.resolve(app: request.app, pattern: request.pattern)
            if let configured = try AppCatalog.clocksPattern(
                app: app, history: request.history, restoreFile: request.restoreFile)
            {
                pattern = configured
            }
            if let configured = try AppCatalog.timeTravelPattern(
                app: app, pattern: pattern, timeTravel: request.timeTravel)
            {
                pattern = configured
            }
            if let configured = try AppCatalog.kooberPattern(
                app: app, pattern: pattern, di: request.di, sessionStore: request.sessionStore, fail: request.fail,
                server: request.server, serverToken: request.serverToken, signInVariant: request.signInVariant)
            {
                pattern = configured
            } else if let configured = try AppCatalog.networkPattern(
                app: app, pattern: pattern, server: request.server, token: request.serverToken)
            {
                pattern = configured
            }
        } catch {
            errorOutput("error: \(error.message)")
            return 2
        }
        guard let sizeClass = SizeClass(rawValue: request.sizeName) else {
            errorOutput("error: unknown size \"\(request.sizeName)\"; use compact or regular")
            return 2
        }
        let directory =
            request.dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? DataDirectory.default(app: app.name, pattern: pattern.name)
        let clock = VirtualClock()
        let environment = AppEnvironment(dataDirectory: directory, clock: clock, seedSampleData: request.sample)
        let session: DriverSession
        do {
            session = try DriverSession(pattern: pattern, environment: environment, clock: clock, sizeClass: sizeClass)
        } catch {
            errorOutput("error: \(app.name) could not start: \(error)")
            return 1
        }
        let outcome = await session.run(lines, isInterrupted: isInterrupted, output: output)
        session.quit()
        switch outcome {
        case .success:
            return 0
        case .failure(let line, let step, let reason, let snapshot):
            output("line \(line): \(step): \(reason)")
            output(snapshot)
            return outcome.exitCode
        case .interrupted(let line):
            errorOutput("interrupted before line \(line); the app quit and saved")
            return outcome.exitCode
        }
    }
}
