import Clocks
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
    ) -> Int32 {
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
            if let configured = try clocksPattern(for: request, app: app) { pattern = configured }
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
        let outcome = session.run(lines, isInterrupted: isInterrupted, output: output)
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

    /// The Clocks pattern configured by `--history` and `--restore`, nil when neither is given; both are
    /// refused for other apps.
    @MainActor
    private static func clocksPattern(for request: DriveRequest, app: AppDescriptor) throws(CLIError) -> AppPattern? {
        guard request.history != nil || request.restoreFile != nil else { return nil }
        guard app.name == ClocksApp.descriptor.name else {
            throw CLIError("--history and --restore apply to the clocks app only")
        }
        var options = ClocksOptions()
        if let history = request.history {
            guard let mode = ClocksHistoryMode(rawValue: history) else {
                throw CLIError(
                    "unknown history \"\(history)\"; use "
                        + ClocksHistoryMode.allCases.map(\.rawValue).joined(separator: " or "))
            }
            options.historyMode = mode
        }
        if let path = request.restoreFile {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw CLIError("cannot read the restore file \(path); check the path")
            }
            do {
                options.restoration = try ClocksRestoration.parse(text)
            } catch {
                throw CLIError("cannot restore from \(path): \(error.description)")
            }
        }
        return ClocksApp.pattern(options: options)
    }
}
