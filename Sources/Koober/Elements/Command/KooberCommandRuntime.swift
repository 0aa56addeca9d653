import Elements
import Foundation
import KooberElementsKit
import KooberKit
import KooberReduxKit
import Logging
import Services

/// What one `apparch koober sign-in|search` run is built from: a Redux store, the use-case factory over
/// it, and the side-effect objects (the sample's fakes, or Koober Cloud through `server`), all on a
/// virtual clock this runtime advances, so the fakes' delays pass at once and the command prints right
/// away. Requests to a server run in real time; ``settle()`` waits for their answers.
@MainActor
final class KooberCommandRuntime {
    /// How long (virtual seconds) the use cases of one step may take before the command gives up.
    static let patience: TimeInterval = 60
    /// How far the virtual clock moves per step while the use cases wait on it.
    static let step: TimeInterval = 0.1

    let clock = VirtualClock()
    let backgroundWork = BackgroundWork()
    let stateStore: KooberStateStore
    let factory: KooberUseCaseFactory

    /// A runtime on the fakes (`cloud` nil) or on Koober Cloud through `transport`, failing what
    /// `failures` names (the fakes' ride service and locator, as `--fail` does in the app).
    init(cloud: KooberCloud?, transport: any HTTPTransport, failures: FailurePlan) {
        let logger = Logger(label: "apparch.koober.elements.command") { _ in SwiftLogNoOpLogHandler() }
        let clock = clock
        let webservice = Webservice(transport: transport, clock: clock, backgroundWork: backgroundWork)
        let authRemoteAPI: any AuthRemoteAPI =
            if let cloud { KooberCloudAuthRemoteAPI(cloud: cloud, webservice: webservice) } else {
                FakeAuthRemoteAPI(clock: clock)
            }
        stateStore = KooberStateStore(logger: logger)
        factory = KooberUseCaseFactory(
            stateStore: stateStore, userSessionDataStore: InMemoryUserSessionDataStore(failures: failures),
            authRemoteAPI: authRemoteAPI, locator: FakeLocator(clock: clock, failures: failures),
            makeNewRideRemoteAPI: { userSession in
                guard let cloud else { return FakeNewRideRemoteAPI(clock: clock, failures: failures) }
                return KooberCloudNewRideRemoteAPI(
                    cloud: cloud, session: userSession.remoteSession, webservice: webservice, failures: failures)
            },
            clock: clock, logger: logger)
    }

    /// Starts `useCase` and waits until it settled.
    ///
    /// - Returns: false if the work did not settle within ``patience``.
    func run(_ useCase: any UseCase) async -> Bool {
        useCase.start()
        return await settle()
    }

    /// Moves the virtual clock on until no timer is scheduled and no request is running: the use cases
    /// started so far have finished.
    ///
    /// - Returns: false if they had not after ``patience`` virtual seconds.
    func settle() async -> Bool {
        var waited: TimeInterval = 0
        while true {
            await backgroundWork.waitUntilIdle()
            clock.drain()
            if clock.scheduledTimerCount == 0 && backgroundWork.isIdle { return true }
            guard waited < Self.patience else { return false }
            clock.advance(by: Self.step)
            waited += Self.step
        }
    }
}
