import Foundation
public import MAVB
public import RecordingsCore
import RecordingsUI
import Services
public import ViewKit

/// The ModelAdapter-ViewBinder Recordings app's entry for hosts, `apparch` and the conformance suite.
public enum RecordingsMAVBApp {
    /// The pattern's name.
    public static let patternName = "mavb"

    /// The book's chapter 7 pattern, without a state log (the conformance suite's).
    public static let pattern = pattern(log: nil)

    /// The pattern logging every window's state change to `log` (`apparch` logs to standard error).
    public static func pattern(log: (@MainActor @Sendable (String) -> Void)?) -> AppPattern {
        AppPattern(
            name: patternName,
            summary:
                "ModelAdapter-ViewBinder (App Architecture, chapter 7): declarative view binders over reducer-driven model adapters",
            makeDelegate: { environment in
                try application(RecordingsLibrary(environment: environment), log: log).instance()
            }
        )
    }

    /// The application as a binder over `library` (the sample's `application(splitVar, store)`): the
    /// store adapter first, then a window binder per window whose root is a function of its split state.
    /// Restoring a window replaces its whole state, and so its whole interface.
    @MainActor
    public static func application(
        _ library: RecordingsLibrary, log: (@MainActor (String) -> Void)? = nil
    )
        -> ApplicationBinder
    {
        let store = StoreAdapter(library: library)
        let windows = WindowStates(store: store, log: log)
        return ApplicationBinder(
            .window -- { window in windows.makeWindow(window) },
            .willEncodeRestorableState -- { window, coder in windows.encode(window, into: coder) },
            .didDecodeRestorableState -- { window, coder in windows.decode(window, from: coder) },
            .stateInspector -- { windows.inspector },
            .willTerminate --> windows.terminateInput)
    }
}
