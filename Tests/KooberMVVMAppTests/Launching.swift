import KooberMVVMApp
import KooberTesting

/// A launch of Koober MVVM's app delegate for these tests.
typealias Launching = KooberLaunch<KooberMVVMAppDelegate>

extension KooberLaunch where Delegate == KooberMVVMAppDelegate {
    /// A launcher of Koober MVVM.
    convenience init() {
        self.init { KooberMVVMAppDelegate(runtime: $0) }
    }
}
