public import KooberKit

/// What ``ObserverForLaunch`` calls.
@MainActor
public protocol ObserverForLaunchEventResponder: AnyObject {
    /// The first error the launch has to present (reading the stored session failed).
    func received(newErrorMessage: ErrorMessage)
}
