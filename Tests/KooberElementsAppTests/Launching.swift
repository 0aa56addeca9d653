import KooberElementsApp
import KooberTesting

/// A launch of Koober Elements' app delegate for these tests.
typealias Launching = KooberLaunch<KooberElementsAppDelegate>

extension KooberLaunch where Delegate == KooberElementsAppDelegate {
    /// A launcher of Koober Elements, its sign-in form's observers arranged as `signInObserverVariant` says.
    convenience init(signInObserverVariant: SignInObserverVariant = .single) {
        self.init { KooberElementsAppDelegate(runtime: $0, signInObserverVariant: signInObserverVariant) }
    }
}
