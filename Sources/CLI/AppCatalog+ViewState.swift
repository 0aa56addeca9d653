import Foundation
import RecordingsMAVB
import RecordingsMVCVS
import ViewKit

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
}
