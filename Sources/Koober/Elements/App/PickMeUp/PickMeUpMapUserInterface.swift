public import KooberReduxKit
public import ViewKit

/// What the pick-me-up map can do: show the ride the state describes. Nothing says which map it is.
@MainActor
public protocol PickMeUpMapUserInterface: AnyObject {
    /// Shows the pick-up and, once there is one, the drop-off of `newState`.
    func render(newState: MapViewControllerState)
}

/// A map user interface that is also a view.
public typealias PickMeUpMapUserInterfaceView = View & PickMeUpMapUserInterface
