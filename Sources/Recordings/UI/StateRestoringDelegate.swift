public import ViewKit

/// An app delegate that opts into state restoration: it saves every window's state and restores it at
/// the next launch (the book's app delegates return true from both questions; ViewKit's default is no).
/// A delegate that restores its own way answers both questions itself.
@MainActor
public protocol StateRestoringDelegate: ApplicationDelegate {}

extension StateRestoringDelegate {
    /// Yes: save the window's state.
    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        true
    }

    /// Yes: restore the window's state.
    public func application(
        _ application: Application, shouldRestoreApplicationState coder: RestorationCoder
    ) -> Bool {
        true
    }
}
