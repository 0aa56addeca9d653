import Foundation
import KooberKit
import KooberMVVMApp
import Services
import TestSupport
import ViewKit

/// A Koober launch on a virtual clock and a throwaway folder, for the container tests.
@MainActor
final class Launching {
    let directory = TemporaryDirectory(prefix: "koober-di")
    let clock = VirtualClock()

    /// The runtime of this launch with `options`.
    func runtime(_ options: KooberOptions = KooberOptions(ids: .sequential())) -> KooberRuntime {
        KooberRuntime(environment: AppEnvironment(dataDirectory: directory.url, clock: clock), options: options)
    }

    /// Saves Johnny's session in the folder, as a sign-in in an earlier run would have.
    func saveJohnny() throws {
        let session = UserSession(
            profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "64652626"))
        try UserSessionPropertyListCoder().encode(userSession: session).write(
            to: directory.url.appendingPathComponent(FileUserSessionDataStore.fileName))
    }

    /// Launches the app with `options` and opens a window.
    func launch(
        _ options: KooberOptions = KooberOptions(ids: .sequential())
    ) -> (
        KooberMVVMAppDelegate, Application, Window
    ) {
        let delegate = KooberMVVMAppDelegate(runtime: runtime(options))
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        let window = application.openWindow(sizeClass: .compact)
        clock.drain()
        return (delegate, application, window)
    }

    deinit {
        directory.remove()
    }
}
