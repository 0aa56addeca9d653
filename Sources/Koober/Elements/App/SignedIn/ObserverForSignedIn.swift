public import Elements
public import KooberReduxKit
public import OpenCombine

/// The signed-in screen's observer (the sample's `ObserverForSignedIn`): delivers which part of the ride
/// shows and whether the profile is up, each once per change.
public typealias ObserverForSignedIn = StateObserver<SignedInViewControllerState, any ObserverForSignedInEventResponder>

extension ObserverForSignedIn {
    /// Creates a stopped observer of `signedInState`.
    public convenience init(signedInState: AnyPublisher<SignedInViewControllerState, Never>) {
        self.init(
            source: .publisher(signedInState),
            deliveries: [
                .removingDuplicates({ NewRideScreen($0.newRideState) }) { $0.received(newRideScreen: $1) },
                .removingDuplicates({ $0.viewingProfile }) { $0.received(viewingProfile: $1) },
            ])
    }
}
