public import KooberKit
public import KooberUI

/// What ``ObserverForPickMeUp`` calls.
@MainActor
public protocol ObserverForPickMeUpEventResponder: AnyObject {
    /// Whether "Where to?" shows (each change once).
    func received(newShouldDisplayWhereTo: Bool)
    /// What the screen shows now (each change once).
    func received(newPickMeUpScreen: PickMeUpScreen)
    /// The first error the screen has to present (the ride request failed).
    func received(newErrorMessage: ErrorMessage)
}
