import Foundation
import RecordingsCore
import RecordingsMAVB
import RecordingsMVC
import RecordingsMVCBindings
import RecordingsMVCDeclarative
import RecordingsMVCVS
import RecordingsMVVM
import RecordingsMVVMC
import RecordingsModelOwned
import RecordingsRemote
import RecordingsTEA
import RecordingsTesting
import Services
import TestSupport
public import Testing
public import ViewKit

/// The Recordings patterns the conformance suite runs. A new pattern adds itself here and must pass
/// every scenario unchanged: the book promises that all implementations give the person the same app.
enum ConformancePatterns {
    /// The patterns whose library lives on this machine; the differential test compares their screens
    /// step by step.
    static let local: [AppPattern] = [
        RecordingsMVCApp.pattern, RecordingsTEAApp.pattern, RecordingsMVVMCApp.pattern, RecordingsMVVMApp.pattern,
        RecordingsMVCVSApp.pattern, RecordingsMAVBApp.pattern,
        // The chapters' "Lessons to Be Learned" applied to MVC, each a pattern of its own: the lesson changes
        // nothing for the person, so each passes every scenario.
        RecordingsMVCBindingsApp.pattern, RecordingsMVCDeclarativeApp.pattern,
    ]

    /// Every pattern, with the model-owned client offline (its server cannot be reached): the store is the
    /// app's model, so the person gets the same app, each change marked until a server has it.
    /// NB: the controller-owned client is not here: with no model, it has nothing to show offline.
    static let all: [AppPattern] = local + [offlineModelOwned]

    static var offlineModelOwned: AppPattern {
        let url = URL(string: "http://127.0.0.1:9/")!
        let unreachable = NetworkError.unreachable(url: url, reason: "offline (conformance)")
        return RecordingsModelOwnedApp.pattern(
            server: RemoteLibrary(baseURL: url, token: nil), transport: FakeTransport(.failure(unreachable)))
    }
}

/// Test arguments show the pattern's name.
extension AppPattern: CustomTestStringConvertible {
    public var testDescription: String { name }
}
