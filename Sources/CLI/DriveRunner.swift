import Foundation
import ScriptHost
import Services
import ViewKit

/// Runs a drive request: parses the script first (so a bad script never launches the app), launches
/// the app on a virtual clock, runs the steps, and quits the app so it saves.
///
/// With ``RestorationMode/resume`` or ``RestorationMode/fresh`` the run ends as an app the system ends in
/// the background: whether the script succeeded, failed at a step or was interrupted, the window's
/// restorable state goes to the data folder's ``ScriptHost/RestorationFile`` (or the file is removed
/// when the app saves no state), and `resume` restores the file's state at launch. A restoration file
/// that cannot be decoded is kept aside with a message on the error output and the app starts at its
/// first screen; one that cannot be read at all is left alone, not restored and not overwritten. Neither
/// changes the exit status, nor does a state that could not be saved (the message says why). Clocks'
/// `--restore` names the state to start from, so the file is not restored then.
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
        var restoration = Restoration(mode: request.restoration, directory: directory)
        let archive =
            request.options.restoreFile == nil ? restoration.load(errorOutput: errorOutput) : nil
        let session: DriverSession
        do {
            session = try DriverSession(
                pattern: pattern, environment: environment, clock: clock, sizeClass: request.size,
                restoring: archive)
        } catch {
            errorOutput("error: \(request.app.rawValue) could not start: \(error)")
            return 1
        }
        let outcome = await session.run(lines, isInterrupted: isInterrupted, output: output)
        // NB: the state is taken before the app quits, as the system asks an app moving to the background
        // and as the `restart` step does; it is written after, once the app has saved its document.
        let state = session.restorableState()
        session.quit()
        restoration.save(state, errorOutput: errorOutput)
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

    /// The run's restoration file, when its mode uses one, and whether it may be written.
    private struct Restoration {
        let mode: RestorationMode
        let file: RestorationFile?
        /// False once the file proved unreadable in place: it must not be overwritten.
        var isWritable: Bool

        init(mode: RestorationMode, directory: URL) {
            self.mode = mode
            file = mode == .off ? nil : RestorationFile(directory: directory)
            isWritable = file != nil
        }

        /// The archive to restore in ``RestorationMode/resume``, reporting a file kept aside or unreadable.
        mutating func load(errorOutput: (String) -> Void) -> RestorationArchive? {
            guard mode == .resume, let file else { return nil }
            do {
                switch try file.load() {
                case .missing:
                    return nil
                case .loaded(let archive):
                    return archive
                case .unreadable(_, let message):
                    errorOutput(message)
                    return nil
                }
            } catch {
                isWritable = false
                errorOutput(
                    "error: \(error.description) The app starts at its first screen and leaves the file as it is.")
                return nil
            }
        }

        /// Saves `state` over the file, or removes the file when the app saved no state.
        func save(_ state: RestorationArchive?, errorOutput: (String) -> Void) {
            guard isWritable, let file else { return }
            do {
                if let state { try file.save(state) } else { try file.remove() }
            } catch {
                errorOutput("error: the window state was not saved for the next launch: \(error.description)")
            }
        }
    }
}
