import RecordingsMAVB
import RecordingsMVC
import RecordingsMVCVS
import RecordingsMVVM
import RecordingsMVVMC
import RecordingsTEA
import RecordingsTesting
public import Testing
public import ViewKit

/// The Recordings patterns the conformance suite runs. A new pattern adds itself here and must pass
/// every scenario unchanged: the book promises that all implementations give the person the same app.
enum ConformancePatterns {
    static let all: [AppPattern] = [
        RecordingsMVCApp.pattern, RecordingsTEAApp.pattern, RecordingsMVVMCApp.pattern, RecordingsMVVMApp.pattern,
        RecordingsMVCVSApp.pattern, RecordingsMAVBApp.pattern,
    ]
}

/// Test arguments show the pattern's name.
extension AppPattern: CustomTestStringConvertible {
    public var testDescription: String { name }
}
