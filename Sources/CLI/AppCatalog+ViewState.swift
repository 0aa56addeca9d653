import Foundation
import RecordingsMAVB
import RecordingsMVCVS
public import ViewKit

extension AppCatalog {
    /// The Recordings MVC+VS pattern as the command line runs it: its state log on standard error (the
    /// book's default), and the time-travel slider when asked.
    static func mvcvsPattern(timeTravel: Bool) -> AppPattern {
        RecordingsMVCVSApp.pattern(
            options: RecordingsMVCVSOptions(timeTravel: timeTravel, log: RecordingsMVCVSOptions.standardError))
    }

    /// The Recordings MAVB pattern as the command line runs it: each window's state logged to standard
    /// error on every change.
    static var mavbPattern: AppPattern {
        RecordingsMAVBApp.pattern(log: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
    }

    /// The Recordings MVC+VS pattern with the time-travel slider (`--time-travel`), or nil when it was not
    /// asked for; refused for other apps and patterns.
    ///
    /// - Throws: ``CLIError`` when `--time-travel` is given for another app or pattern.
    @MainActor
    public static func timeTravelPattern(
        app: AppDescriptor, pattern: AppPattern, timeTravel: Bool
    ) throws(CLIError) -> AppPattern? {
        guard timeTravel else { return nil }
        guard app.name == "recordings", pattern.name == RecordingsMVCVSApp.patternName else {
            throw CLIError("--time-travel applies to recordings --pattern \(RecordingsMVCVSApp.patternName) only")
        }
        return mvcvsPattern(timeTravel: true)
    }
}
