/// A navigation a container view should make, or one it made (the sample's `NavigationAction`): a view
/// model publishes `.present(view:)`; when the transition is over (or the system made it, such as Back),
/// the view reports `.presented(view:)`, so the view model always knows what is on screen.
public enum NavigationAction<View: Equatable & Sendable>: Equatable, Sendable {
    /// Show `view`.
    case present(view: View)
    /// `view` is showing.
    case presented(view: View)
}
