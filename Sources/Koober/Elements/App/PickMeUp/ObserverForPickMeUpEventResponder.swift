public import KooberKit

/// What ``ObserverForPickMeUp`` calls.
@MainActor
public protocol ObserverForPickMeUpEventResponder: AnyObject {
    /// Whether "Where to?" shows (each change once).
    func received(newShouldDisplayWhereTo: Bool)
    /// What the screen shows now (each change once).
    func received(newPickMeUpView: PickMeUpView)
    /// The first error the screen has to present (the ride request failed).
    func received(newErrorMessage: ErrorMessage)
}
