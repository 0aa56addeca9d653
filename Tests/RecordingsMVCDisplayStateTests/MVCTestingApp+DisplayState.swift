import RecordingsCore
import RecordingsMVCDisplayState
import RecordingsMVCTesting
import RecordingsTesting
import ViewKit

extension MVCTestingApp {
    /// The lesson's app: MVC with the display-state screens.
    convenience init(store: Store = constructTestingStore(), sizeClass: SizeClass = .compact) throws {
        try self.init(screens: DisplayStateScreens(), store: store, sizeClass: sizeClass)
    }

    /// The lesson's player on screen.
    var displayStatePlayer: RecordingsMVCDisplayState.PlayViewController? {
        visibleDetail(as: RecordingsMVCDisplayState.PlayViewController.self)
    }
}
