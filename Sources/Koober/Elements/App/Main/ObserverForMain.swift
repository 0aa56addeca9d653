public import Elements
public import KooberReduxKit
public import OpenCombine

/// The root screen's observer (the sample's `ObserverForMain`): delivers where the app is, launching,
/// onboarding or signed in, once per change.
///
/// Contract: ``Elements/Observer``'s; the responder is held weakly and setting it to nil stops the observer.
public typealias ObserverForMain = StateObserver<MainViewControllerState, any ObserverForMainEventResponder>

extension ObserverForMain {
    /// Creates a stopped observer of `mainState`, the store's main-screen states.
    public convenience init(mainState: AnyPublisher<MainViewControllerState, Never>) {
        self.init(
            source: .publisher(mainState),
            deliveries: [.removingDuplicates({ $0 }) { $0.received(newMainViewControllerState: $1) }])
    }
}
