public import ViewKit

/// A screen with a form kept clear of the keyboard while it is on screen (the sample's sign-in and sign-up
/// view controllers, which observe the keyboard from `viewDidAppear` to `viewWillDisappear`): the base of
/// ``SignInFormViewController`` and ``SignUpFormViewController``.
///
/// Contract: the subclass puts ``keyboardInset``'s spacer at the bottom of its form; a subclass that
/// overrides ``viewDidAppear(_:)`` or ``viewWillDisappear(_:)`` calls `super`, which starts and stops
/// ``keyboardInset``.
@MainActor
open class FormViewController: ViewController {
    /// The room made for the keyboard under the form.
    public let keyboardInset = KeyboardInset()

    /// Creates the screen.
    public override init() {
        super.init()
    }

    /// Starts keeping the form clear of the keyboard.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keyboardInset.start(in: view.window)
    }

    /// Stops keeping the form clear of the keyboard and removes the inset.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardInset.stop()
    }
}
