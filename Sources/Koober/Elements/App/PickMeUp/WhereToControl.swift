public import ViewKit

/// The pick-me-up screen's user interface over its "Where to?" button (the shared pick-me-up container
/// draws the button; this object is the only thing the view controller changes it through).
@MainActor
public final class WhereToControl: PickMeUpUserInterface {
    private weak var button: Button?

    /// Creates the user interface over `button`.
    public init(button: Button) {
        self.button = button
    }

    public func presentWhereToControl() {
        button?.isHidden = false
    }

    public func dismissWhereToControl() {
        button?.isHidden = true
    }
}
