import KooberReduxApp
import KooberTesting

/// A launch of Koober Redux's app delegate for these tests.
typealias Launching = KooberLaunch<KooberReduxAppDelegate>

extension KooberLaunch where Delegate == KooberReduxAppDelegate {
    /// A launcher of Koober Redux.
    convenience init() {
        self.init { KooberReduxAppDelegate(runtime: $0) }
    }
}
