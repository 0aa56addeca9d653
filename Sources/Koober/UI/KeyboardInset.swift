import Services
public import ViewKit

/// Keeps a form clear of the keyboard (the sample's `handleContentUnderKeyboard(notification:)` with its
/// root views' `moveContent(forKeyboardFrame:)` and `moveContentForDismissedKeyboard()`): while its screen
/// shows, it observes the window's keyboard and grows ``spacer``, put at the bottom of the form, to the
/// height the keyboard covers, so the fields and the button can scroll above it.
///
/// Start it in `viewDidAppear` and stop it in `viewWillDisappear`, as the sample adds and removes its
/// observers. A screen that follows the keyboard itself (an Elements root view, told by its view
/// controller's keyboard observer) leaves it stopped and calls ``cover(_:)``.
@MainActor
public final class KeyboardInset {
    /// The space under the form, as tall as the keyboard covers.
    public let spacer = Spacer()
    /// The height the keyboard covers now, in points (0 when it is hidden).
    public private(set) var height: Double = 0
    private var observation: KeyboardObservation?

    /// Creates an inset of zero.
    public init() {
        spacer.isHidden = true
    }

    /// Follows the keyboard of `window` (nothing when there is none).
    public func start(in window: Window?) {
        guard let window else { return }
        observation = window.addKeyboardObserver { [weak self, weak window] event in
            guard let self, let window else { return }
            switch event {
            case .willShow(let info), .willChangeFrame(let info):
                self.cover(max(0, window.height - info.endFrame.minY))
            case .willHide:
                self.cover(0)
            }
        }
    }

    /// Stops following the keyboard and removes the inset.
    public func stop() {
        observation?.cancel()
        observation = nil
        cover(0)
    }

    /// Makes the inset `covered` points tall (0 hides it).
    public func cover(_ covered: Double) {
        height = covered
        spacer.minimumLength = covered
        spacer.isHidden = covered == 0
    }
}
