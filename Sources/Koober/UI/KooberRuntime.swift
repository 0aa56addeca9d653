public import KooberKit
public import Services
public import ViewKit

/// What one launch of Koober is built from: the host's environment (data folder, clock, background work)
/// and the command line's options, with the transport requests to Koober Cloud go through.
///
/// NB: the book's containers reach for the device (the file system, `UserDefaults`, compile-time flags);
/// here the host hands all of it in, so every dependency-injection approach takes this one value and
/// nothing else, and tests launch the same graph on a virtual clock and a throwaway folder.
@MainActor
public struct KooberRuntime {
    /// The host's environment.
    public var environment: AppEnvironment
    /// `--di`, `--session-store`, `--fail`, `--server`.
    public var options: KooberOptions
    /// Where requests to Koober Cloud go (the network unless a test says otherwise).
    public var transport: any HTTPTransport

    /// Creates a runtime whose requests go through `transport`, or the network (`URLSessionTransport`)
    /// when it is nil: what a pattern's `pattern(options:transport:)` hands on, nil unless a test says
    /// otherwise.
    public init(
        environment: AppEnvironment, options: KooberOptions = KooberOptions(), transport: (any HTTPTransport)? = nil
    ) {
        self.environment = environment
        self.options = options
        self.transport = transport ?? URLSessionTransport()
    }

    /// The clock fakes and debouncing run on.
    public var clock: any Clock { environment.clock }

    /// A web service to Koober Cloud: answers settle on the clock, and a headless host waits for them.
    public func makeWebservice() -> Webservice {
        Webservice(transport: transport, clock: environment.clock, backgroundWork: environment.backgroundWork)
    }

    // MARK: The leaves every approach builds alike

    /// Where the session is kept: the one place `--session-store` is read (the book's `#if` inside
    /// `makeUserSessionDataStore()`, hidden from the objects that use the store). The file store keeps
    /// `user_session.plist` in the data folder, encoded by `UserSessionPropertyListCoder`.
    public func makeUserSessionDataStore() -> any UserSessionDataStore {
        switch options.sessionStore {
        case .file:
            FileUserSessionDataStore(
                directory: environment.dataDirectory, coder: UserSessionPropertyListCoder(),
                failures: options.failures)
        case .memory:
            InMemoryUserSessionDataStore(failures: options.failures)
        case .encrypted:
            EncryptedUserSessionDataStore(
                directory: environment.dataDirectory, coder: UserSessionPropertyListCoder(),
                failures: options.failures)
        }
    }

    /// Sign-in, sign-up and sign-out: Koober Cloud with `--server`, the sample's fake otherwise.
    public func makeAuthRemoteAPI() -> any AuthRemoteAPI {
        guard let cloud = options.cloud else { return FakeAuthRemoteAPI(clock: environment.clock) }
        return KooberCloudAuthRemoteAPI(cloud: cloud, webservice: makeWebservice())
    }

    /// Where the person is: the sample's fake locator (Sydney) on the clock, failing as `--fail` says.
    public func makeLocator() -> any Locator {
        FakeLocator(clock: environment.clock, failures: options.failures)
    }

    /// Ride options, places and ride requests for `userSession`: Koober Cloud with `--server`, the
    /// sample's fake otherwise.
    public func makeNewRideRemoteAPI(for userSession: UserSession) -> any NewRideRemoteAPI {
        guard let cloud = options.cloud else {
            return FakeNewRideRemoteAPI(clock: environment.clock, failures: options.failures)
        }
        return KooberCloudNewRideRemoteAPI(
            cloud: cloud, session: userSession.remoteSession, webservice: makeWebservice(), failures: options.failures)
    }
}
