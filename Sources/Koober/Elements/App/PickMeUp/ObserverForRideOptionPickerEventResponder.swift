public import KooberKit
public import KooberUI

/// What ``ObserverForRideOptionPicker`` calls.
@MainActor
public protocol ObserverForRideOptionPickerEventResponder: AnyObject {
    /// The options to show now.
    func received(newSegments: [RideOptionSegment])
    /// The first error the picker has to present (loading the options failed).
    func received(newErrorMessage: ErrorMessage)
}
