import Foundation
import ScriptHost
import Services
import ViewKit

/// Runs a drive request: parses the script first (so a bad script never launches the app), launches
/// the app on a virtual clock, runs the steps, and quits the app so it saves.
///
/// Exit status: 0 success; 1 a failed step or an app that could not start; 2 a script that cannot be
/// parsed, or options the app cannot be launched with (``AppLaunch``'s refusals, an unreadable
/// `--restore` file, an unusable `--server` address).
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
        let pattern: AppPattern
        do {
            pattern = try AppLaunch(app: request.app, options: request.options).makePattern()
        } catch {
            errorOutput("error: \(error.message)")
            return 2
        }
        let directory =
            request.dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? DataDirectory.default(app: request.app.rawValue, pattern: pattern.name)
        let clock = VirtualClock()
        let environment = AppEnvironment(
            dataDirectory: directory, clock: clock, seedSampleData: request.options.sample)
        let session: DriverSession
        do {
            session = try DriverSession(
                pattern: pattern, environment: environment, clock: clock, sizeClass: request.size)
        } catch {
            errorOutput("error: \(request.app.rawValue) could not start: \(error)")
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
