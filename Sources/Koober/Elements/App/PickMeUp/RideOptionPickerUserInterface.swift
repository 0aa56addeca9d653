public import KooberUI
public import ViewKit

/// What the ride-option picker's view can do: show the options, the chosen one selected.
@MainActor
public protocol RideOptionPickerUserInterface: AnyObject {
    /// Shows one segment per option of `newState`, in order.
    func render(newState: [RideOptionSegment])
}

/// A ride-option picker user interface that is also a view.
public typealias RideOptionPickerUserInterfaceView = View & RideOptionPickerUserInterface
