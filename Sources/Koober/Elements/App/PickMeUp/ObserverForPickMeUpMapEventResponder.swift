public import KooberReduxKit

/// What ``ObserverForPickMeUpMap`` calls.
@MainActor
public protocol ObserverForPickMeUpMapEventResponder: AnyObject {
    /// The map's new state.
    func received(newMapState: MapViewControllerState)
}
