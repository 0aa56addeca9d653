import Foundation
public import KooberKit
public import KooberUI
public import Services
public import TestSupport
public import ViewKit

/// One launch of a Koober pattern's app delegate in a test: a throwaway data folder, a virtual clock, and
/// the delegate made from a ``KooberRuntime`` over both, with one compact window open and the clock drained
/// (what the web host does for a tab, without the browser).
///
/// Contract: use it on the main actor; the folder is removed when the value is released.
@MainActor
public final class KooberLaunch<Delegate: ApplicationDelegate> {
    /// The data folder.
    public let directory = TemporaryDirectory(prefix: "koober-launch")
    /// The clock every fake settles on.
    public let clock = VirtualClock()
    private let makeDelegate: @MainActor (KooberRuntime) -> Delegate

    /// Creates a launcher whose delegates come from `makeDelegate`.
    public init(_ makeDelegate: @escaping @MainActor (KooberRuntime) -> Delegate) {
        self.makeDelegate = makeDelegate
    }

    /// A runtime over the folder and the clock with `options`.
    public func runtime(_ options: KooberOptions = KooberOptions(ids: .sequential())) -> KooberRuntime {
        KooberRuntime(environment: AppEnvironment(dataDirectory: directory.url, clock: clock), options: options)
    }

    /// Stores the fake Johnny's session in the folder, as a previous launch would have.
    public func saveJohnny() throws {
        let session = UserSession(
            profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "64652626"))
        try UserSessionPropertyListCoder().encode(userSession: session).write(
            to: directory.url.appendingPathComponent(FileUserSessionDataStore.fileName))
    }

    /// Launches the app with `options`, opens a compact window and lets the clock run dry.
    public func launch(
        _ options: KooberOptions = KooberOptions(ids: .sequential())
    ) -> (Delegate, Application, Window) {
        let delegate = makeDelegate(runtime(options))
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        let window = application.openWindow(sizeClass: .compact)
        clock.drain()
        return (delegate, application, window)
    }

    isolated deinit {
        directory.remove()
    }
}
