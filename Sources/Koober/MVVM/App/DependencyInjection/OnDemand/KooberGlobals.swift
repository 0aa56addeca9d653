public import KooberKit
public import KooberMVVMKit
public import KooberUI

/// The process-wide objects of the on-demand and factories approaches (the book's
/// `GlobalUserSessionRepository` and `GlobalMainViewModel` constants): the launch installs them, and
/// every consumer reads them where it needs them.
///
/// NB: the book's globals are constants built by closures from compile-time flags; here they depend on
/// the launch (the host's folder and clock, the command line), so the app delegate installs them before
/// it builds anything, and a restart installs new ones. That every consumer can reach them, and that a
/// second window of the process shares them, is the approach's cost the book describes.
@MainActor
public final class KooberGlobals {
    /// The launch they were built for.
    public let runtime: KooberRuntime
    /// The one user-session repository.
    public let userSessionRepository: any UserSessionRepository
    /// The one main view model.
    public let mainViewModel: MainViewModel
    private static var installed: KooberGlobals?

    /// Groups the globals of one launch.
    public init(runtime: KooberRuntime, userSessionRepository: any UserSessionRepository, mainViewModel: MainViewModel)
    {
        self.runtime = runtime
        self.userSessionRepository = userSessionRepository
        self.mainViewModel = mainViewModel
    }

    /// Makes `globals` the process's globals.
    public static func install(_ globals: KooberGlobals) {
        installed = globals
    }

    /// The installed globals. Reading them before a launch installed any is a bug in the program.
    public static var current: KooberGlobals {
        guard let installed else {
            preconditionFailure("Koober's globals are read before the on-demand or factories launch installed them.")
        }
        return installed
    }
}

/// The on-demand and factories approaches' shared repository.
@MainActor
public var GlobalUserSessionRepository: any UserSessionRepository { KooberGlobals.current.userSessionRepository }

/// The factories approach's shared main view model (the on-demand launch shares it with the signed-in
/// screens this way too).
@MainActor
public var GlobalMainViewModel: MainViewModel { KooberGlobals.current.mainViewModel }

/// The launch the globals were built for.
@MainActor
public var GlobalKooberRuntime: KooberRuntime { KooberGlobals.current.runtime }
