public import Elements
import Services
public import ViewKit

extension EventSource where Event == KeyboardNotification {
    /// The keyboard notifications of `window`: each ``KeyboardEvent`` the window posts (see
    /// ``Window/addKeyboardObserver(_:)``), as a ``KeyboardNotification``.
    ///
    /// ViewKit does not animate, so a window posts only `willShow`, `willChangeFrame` and `willHide` (a
    /// keyboard that appears posts `willChangeFrame` then `willShow`; one that goes away, `willChangeFrame`
    /// then `willHide`); nothing through this source is ever a "did" notification.
    ///
    /// The source holds the window weakly, so an observer that keeps it does not keep the window (which
    /// keeps the observer's view controller) alive; subscribing once the window is gone delivers nothing.
    public static func keyboard(of window: Window) -> EventSource {
        EventSource { [weak window] handler in
            guard let window else { return EventSubscription {} }
            return window.addKeyboardObserver { event in handler(KeyboardNotification(event)) }
        }
    }
}
