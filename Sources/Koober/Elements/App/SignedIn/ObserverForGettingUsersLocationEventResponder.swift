public import KooberKit

/// What ``ObserverForGettingUsersLocation`` calls.
@MainActor
public protocol ObserverForGettingUsersLocationEventResponder: AnyObject {
    /// The first error the screen has to present (the person could not be located).
    func received(newErrorMessage: ErrorMessage)
}
