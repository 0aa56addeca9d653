public import KooberKit

/// What ``ObserverForProfile`` calls.
@MainActor
public protocol ObserverForProfileEventResponder: AnyObject {
    /// The first error the profile has to present (signing out failed).
    func received(newErrorMessage: ErrorMessage)
    /// The profile's new view state.
    func received(newViewState: ProfileViewState)
}
