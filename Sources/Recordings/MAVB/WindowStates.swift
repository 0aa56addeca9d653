import Foundation
import Inspection
import MAVB
import RecordingsCore
import RecordingsUI
import ViewKit

/// The split state of every window, kept in a `Var` per window whose every value is the whole
/// interface (`.rootViewController <-- splitVar.signal.map { splitView($0, store) }`): restoring or
/// travelling to a state replaces it, and the window rebuilds itself from it.
///
/// It logs each window's persisted state as JSON on every change (`Changed SplitState to: …`), records
/// those states as the window's history for time travel, and answers the web host's inspector for the
/// newest window. A window's state is held until the window is gone; the library's problems are shown in
/// every open window's state.
@MainActor
final class WindowStates {
    /// The restoration key of a window's state.
    static let stateKey = "splitState"

    let store: StoreAdapter
    let log: (@MainActor (String) -> Void)?
    /// Where `.willTerminate` goes: the audio stops and the library's lock is released.
    let terminateInput: SignalInput<Void>
    private let windows: RecordingsWindows<WindowState>
    private let lifetime = Lifetime()

    init(store: StoreAdapter, log: (@MainActor (String) -> Void)?) {
        self.store = store
        self.log = log
        windows = RecordingsWindows(library: store.library, holding: .strongly) { message, _, state in
            state.current.show(AlertMessage(title: RecordingsStrings.libraryProblem, message: message))
        }
        let terminate = Input<Void>()
        terminateInput = terminate.input
        lifetime.add(
            terminate.signal.subscribeValuesUntilEnd { [weak self] in
                guard let self else { return }
                for state in self.windows.values { state.current.mediaControl.input.send(.stop) }
                self.store.library.close()
            })
    }

    /// The binder of a new window, showing the root folder.
    func makeWindow(_ window: Window) -> WindowBinder {
        let state = WindowState(root: SplitState(rootUuid: store.rootUuid), store: store, log: log)
        windows.add(state, for: window)
        let store = self.store
        return WindowBinder(.rootViewController <-- state.splitVar.signal.map { split in splitView(split, store) })
    }

    /// Writes `window`'s persisted state for restoration.
    func encode(_ window: Window, into coder: RestorationCoder) {
        guard let state = windows.value(for: window) else { return }
        do {
            coder.encode(try state.json(), forKey: Self.stateKey)
        } catch {
            log?("error: the window's state could not be encoded: \(error)")
        }
    }

    /// Replaces `window`'s state with the restored one (cut to what the document still has).
    func decode(_ window: Window, from coder: RestorationCoder) {
        guard let state = windows.value(for: window), let data = coder.decode(Data.self, forKey: Self.stateKey)
        else { return }
        do {
            try state.load(data)
        } catch {
            log?("The saved interface could not be restored: \(error)")
        }
    }

    /// The inspector of the newest window.
    var inspector: (any StateInspector)? { windows.newest }
}
