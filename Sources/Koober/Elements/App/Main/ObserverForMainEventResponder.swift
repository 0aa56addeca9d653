public import KooberReduxKit

/// What ``ObserverForMain`` calls: the root screen's events, with nothing of the store in them.
@MainActor
public protocol ObserverForMainEventResponder: AnyObject {
    /// The app is now launching, onboarding or signed in (each change once).
    func received(newMainViewControllerState: MainViewControllerState)
}
