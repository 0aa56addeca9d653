public import Clocks
public import KooberKit

/// The app options `drive` and `serve` share, as typed values: what ``AppOptions`` parses and
/// ``AppLaunch/init(app:options:)`` checks against the app and pattern they are given to.
public struct LaunchOptions: Sendable, Equatable {
    /// The pattern (`--pattern`), or nil for the app's default.
    public var pattern: PatternName?
    /// Whether an empty library is seeded with sample data (`--sample`).
    public var sample: Bool
    /// Clocks: what the history slider travels through (`--history`), or nil for the whole interface.
    public var history: ClocksHistoryMode?
    /// Clocks: the file of a state to start from (`--restore`), or nil.
    public var restoreFile: String?
    /// Recordings MVC+VS: whether windows show the time-travel slider (`--time-travel`).
    public var timeTravel: Bool
    /// The server's address (`--server`): a networked Recordings pattern's, or Koober Cloud's; nil for none.
    public var server: String?
    /// The Recordings server's access token (`--server-token`), when the address does not carry it.
    public var serverToken: String?
    /// Koober: the dependency-injection approach (`--di`), or nil for the hierarchy.
    public var di: KooberOptions.DependencyInjection?
    /// Koober: where the session is kept (`--session-store`), or nil for a file.
    public var sessionStore: KooberOptions.SessionStore?
    /// Koober: the requests that fail on purpose (`--fail`), or nil for none.
    public var failures: FailurePlan?
    /// Koober Elements: how sign-in reports its progress (`--sign-in-variant`), or nil for the store.
    public var signInVariant: KooberOptions.SignInVariant?
    /// Koober Elements: how the sign-in form's observers are arranged (`--observers`), or nil for one.
    public var observers: KooberOptions.SignInObservers?

    /// Creates options; by default none is given.
    public init(
        pattern: PatternName? = nil, sample: Bool = false, history: ClocksHistoryMode? = nil,
        restoreFile: String? = nil, timeTravel: Bool = false, server: String? = nil, serverToken: String? = nil,
        di: KooberOptions.DependencyInjection? = nil, sessionStore: KooberOptions.SessionStore? = nil,
        failures: FailurePlan? = nil, signInVariant: KooberOptions.SignInVariant? = nil,
        observers: KooberOptions.SignInObservers? = nil
    ) {
        self.pattern = pattern
        self.sample = sample
        self.history = history
        self.restoreFile = restoreFile
        self.timeTravel = timeTravel
        self.server = server
        self.serverToken = serverToken
        self.di = di
        self.sessionStore = sessionStore
        self.failures = failures
        self.signInVariant = signInVariant
        self.observers = observers
    }

    /// The app-specific options given, in ``LaunchOption``'s order.
    public var given: [LaunchOption] {
        LaunchOption.allCases.filter { option in
            switch option {
            case .sample: sample
            case .history: history != nil
            case .restore: restoreFile != nil
            case .timeTravel: timeTravel
            case .server: server != nil
            case .serverToken: serverToken != nil
            case .di: di != nil
            case .sessionStore: sessionStore != nil
            case .fail: failures != nil
            case .signInVariant: signInVariant != nil
            case .observers: observers != nil
            }
        }
    }
}
