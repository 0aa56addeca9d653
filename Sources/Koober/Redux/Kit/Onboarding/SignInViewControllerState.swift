public import KooberKit

/// The sign-in screen's state (the sample's `SignInViewControllerState`): its controls and the errors
/// it has to present, first one first.
public struct SignInViewControllerState: Equatable, Codable, Sendable {
    /// The form's controls.
    public internal(set) var viewState = SignInViewState()
    /// The errors still to present, in order, without duplicates.
    public internal(set) var errorsToPresent: [ErrorMessage] = []

    /// A fresh form.
    public init() {}
}
