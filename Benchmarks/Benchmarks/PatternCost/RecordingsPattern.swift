import MAVB
import RecordingsCore
import RecordingsMAVB
import RecordingsMVC
import RecordingsMVCVS
import RecordingsMVVM
import RecordingsMVVMC
import RecordingsTEA
import ViewKit

/// The Recordings patterns whose library lives on this machine (the conformance suite's `local`), each
/// made over a library the fixture opened, so every pattern runs on the same store.
enum RecordingsPattern: String, CaseIterable, Sendable {
    case mvc, mvvmc, mvvm, mvcvs, mavb, tea

    /// The pattern's app delegate over `library`, as its `AppPattern` makes it for a host.
    @MainActor
    func makeDelegate(library: RecordingsLibrary) -> any ApplicationDelegate {
        switch self {
        case .mvc: RecordingsMVCAppDelegate(context: library)
        case .mvvmc: RecordingsMVVMCAppDelegate(context: library)
        case .mvvm: RecordingsMVVMAppDelegate(context: library)
        case .mvcvs: RecordingsMVCVSAppDelegate(library: library)
        case .mavb: RecordingsMAVBApp.application(library).instance()
        case .tea: RecordingsTEAAppDelegate(clients: RecordingsClients(library: library))
        }
    }
}
