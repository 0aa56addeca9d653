public import Elements
public import KooberReduxKit
public import OpenCombine

/// The pick-me-up map's observer (the sample's `ObserverForPickMeUpMap`): delivers each new map state.
public typealias ObserverForPickMeUpMap = StateObserver<
    MapViewControllerState, any ObserverForPickMeUpMapEventResponder
>

extension ObserverForPickMeUpMap {
    /// Creates a stopped observer of `mapState`.
    public convenience init(mapState: AnyPublisher<MapViewControllerState, Never>) {
        self.init(
            source: .publisher(mapState),
            deliveries: [.removingDuplicates({ $0 }) { $0.received(newMapState: $1) }])
    }
}
