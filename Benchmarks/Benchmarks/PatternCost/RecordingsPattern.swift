import MAVB
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
import RecordingsTEA
import ViewKit

/// The Recordings patterns whose library lives on this machine (the conformance suite's `local`), and the
/// lesson variants that share MVC's screens, each made over a library the fixture opened, so every pattern
/// runs on the same store.
enum RecordingsPattern: String, CaseIterable, Sendable {
    case mvc, mvvmc, mvvm, mvcvs, mavb, tea
    case mvcBasic = "mvc-basic"
    case mvcCoordinator = "mvc-coordinator"
    case mvcDisplayState = "mvc-displaystate"
    case mvcBindings = "mvc-bindings"
    case mvcDeclarative = "mvc-declarative"

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
        case .mvcBasic: RecordingsMVCBasicAppDelegate(context: library)
        case .mvcCoordinator: RecordingsMVCAppDelegate(context: library, screens: Coordinator())
        case .mvcDisplayState: RecordingsMVCAppDelegate(context: library, screens: DisplayStateScreens())
        case .mvcBindings: RecordingsMVCAppDelegate(context: library, screens: BindingsScreens())
        case .mvcDeclarative: RecordingsMVCAppDelegate(context: library, screens: DeclarativeScreens())
        }
    }
}
