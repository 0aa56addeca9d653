import Foundation
import RecordingsCore
import RecordingsMAVB
import RecordingsMVC
import RecordingsMVCBasic
import RecordingsMVCBindings
import RecordingsMVCCoordinator
import RecordingsMVCDeclarative
import RecordingsMVCDisplayState
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
    static let local: [AppPattern] =
        [
            RecordingsMVCApp.pattern, RecordingsTEAApp.pattern, RecordingsMVVMCApp.pattern, RecordingsMVVMApp.pattern,
            RecordingsMVCVSApp.pattern, RecordingsMAVBApp.pattern,
        ] + lessons

    /// The chapters' "Lessons to Be Learned" applied to chapter 3's MVC, each a pattern of its own: the
    /// lesson changes nothing for the person, so each runs every scenario and the differential test.
    static let lessons: [AppPattern] = [
        RecordingsMVCCoordinatorApp.pattern, RecordingsMVCDisplayStateApp.pattern, RecordingsMVCBindingsApp.pattern,
        RecordingsMVCDeclarativeApp.pattern,
    ]

    /// Every pattern, with the model-owned client offline (its server cannot be reached): the store is the
    /// app's model, so the person gets the same app, each change marked until a server has it.
    /// NB: the controller-owned client is not here: with no model, it has nothing to show offline.
    static let all: [AppPattern] = local + [offlineModelOwned] + variants

    /// The lesson variants: a chapter's code run as a pattern of its own. Each runs every scenario, except
    /// those ``exclusions`` names for it; a variant with exclusions stays out of ``local``, since the
    /// differential test compares whole screens step by step.
    static let variants: [AppPattern] = [RecordingsMVCBasicApp.pattern]

    /// The scenarios a pattern of ``all`` is known not to pass, each with its reason; each still runs, as a
    /// known issue that must occur (see ``ConformanceExclusion``).
    static let exclusions: [ConformanceExclusion] = mvcBasicExclusions

    /// Chapter 3's MVC as first presented predates the improvements' mini player (improvement 5, the
    /// videos' feature): its player owns its audio and stops when the person leaves it.
    static let mvcBasicExclusions: [ConformanceExclusion] = [
        "MP1 The bar appears when a recording is loaded, as one line",
        "MP2 Playback goes on after going back and across folders",
        "MP3 The bar and the player drive one playback and agree",
        "MP4 Tapping the bar's name shows the player",
        "MP5 Deleting the loaded recording or its folder removes the bar",
        "MP6 Renaming the loaded recording renames the bar",
        "MP7 Restoration brings back the loaded recording, paused, with the bar",
    ].map { scenario in
        ConformanceExclusion(
            pattern: RecordingsMVCBasicApp.pattern.name, scenario: scenario,
            reason:
                "chapter 3 first presents MVC without the mini player its improvement 5 adds: the player owns its"
                + " audio and resets when it disappears")
    }

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
