public import Elements
public import ElementsKeyboard
import Services
public import ViewKit

/// The window a screen shows in, found when an observer starts rather than when it is made: a container
/// makes a screen's observers before the screen (which takes them in its initializer) and long before the
/// screen is in a window, so it hands the observers a ``keyboard`` source over this reference and points
/// ``viewController`` at the screen once it exists.
@MainActor
public final class ScreenWindow {
    /// The screen whose window is followed; held weakly.
    public weak var viewController: ViewController?

    /// Creates a reference to no screen yet.
    public init(viewController: ViewController? = nil) {
        self.viewController = viewController
    }

    /// The keyboard notifications of the screen's window at the moment of subscribing (none while the
    /// screen is in no window).
    public var keyboard: EventSource<KeyboardNotification> {
        EventSource { [weak self] handler in
            guard let window = self?.viewController?.window else { return EventSubscription {} }
            return EventSource.keyboard(of: window).subscribe(handler)
        }
    }
}
