/// How a Koober run is put together: the command line's `--di`, `--session-store`, `--fail` and
/// `--server`, read by the dependency containers (each option by one factory method).
public struct KooberOptions: Sendable {
    /// The dependency-injection approach that builds launch and onboarding (the book's four).
    public enum DependencyInjection: String, CaseIterable, Sendable {
        /// Consumers build what they need from globals, where they need it.
        case onDemand = "on-demand"
        /// A stateless factories class; shared objects in globals.
        case factories
        /// One container holding the shared objects.
        case singleContainer = "single-container"
        /// A container per scope: app, onboarding, signed in, pick-me-up (the book's final form).
        case hierarchy
    }

    /// Where the signed-in session is kept.
    /// How Koober Elements signs in (`--sign-in-variant`), the book's use-case styles.
    public enum SignInVariant: String, CaseIterable, Sendable {
        /// The Redux-unidirectional use case: progress goes through the store (the app's default).
        case redux
        /// The bidirectional use case: the screen follows its `onStart` and `onComplete` closures.
        case bidirectional
        /// The hybrid use case: the screen follows `onStart` and `onComplete`, which says only whether it
        /// succeeded; the session goes to the session store, from which the app reads it.
        case hybrid
        /// The database-backed use case: every state is written to a database the screens listen to
        /// (here the app's state store), with no progress closures.
        case database
    }

    /// How Koober Elements arranges the sign-in form's observers (`--observers`), the book's layouts.
    public enum SignInObservers: String, CaseIterable, Sendable {
        /// One observer for the store's state and the keyboard (the sample's; the default).
        case single
        /// A state observer and a keyboard observer, each started by the form on its own.
        case split
        /// The split observers composed into one, started and stopped together.
        case composed
        /// A state observer and a keyboard observer bound to the form as its responder at initialization.
        case responder
    }

    public enum SessionStore: String, CaseIterable, Sendable {
        /// A file in the data folder (kept between runs).
        case file
        /// Memory only (every launch starts signed out).
        case memory
        /// A file in the data folder sealed with AES-GCM under a private key file beside it (the release
        /// store).
        case encrypted
    }

    /// The approach that builds launch and onboarding.
    public var dependencyInjection: DependencyInjection
    /// Where the session is kept.
    public var sessionStore: SessionStore
    /// The requests that fail on purpose.
    public var failures: FailurePlan
    /// Koober Cloud, or nil for the sample's fakes.
    public var cloud: KooberCloud?
    /// Where error messages' identities come from.
    public var ids: UUIDGenerator
    /// How Koober Elements signs in.
    public var signInVariant: SignInVariant
    /// How Koober Elements arranges the sign-in form's observers.
    public var signInObservers: SignInObservers

    /// Creates options; by default the hierarchy, a file store, no failures, the fakes.
    public init(
        dependencyInjection: DependencyInjection = .hierarchy, sessionStore: SessionStore = .file,
        failures: FailurePlan = .none, cloud: KooberCloud? = nil, ids: UUIDGenerator = .random,
        signInVariant: SignInVariant = .redux, signInObservers: SignInObservers = .single
    ) {
        self.dependencyInjection = dependencyInjection
        self.sessionStore = sessionStore
        self.failures = failures
        self.cloud = cloud
        self.ids = ids
        self.signInVariant = signInVariant
        self.signInObservers = signInObservers
    }

    /// Reads `value` as one of `choices`, or says which there are.
    ///
    /// - Throws: ``KooberOptionError`` naming the option, the value and the choices.
    public static func choice<T: RawRepresentable & CaseIterable>(
        _ value: String, for option: String, as type: T.Type
    ) throws(KooberOptionError) -> T where T.RawValue == String {
        guard let choice = T(rawValue: value) else {
            throw KooberOptionError(
                option: option, value: value, choices: T.allCases.map(\.rawValue))
        }
        return choice
    }
}

/// An option value Koober does not know; its description names the choices.
public struct KooberOptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The option (`--di`).
    public let option: String
    /// The value given.
    public let value: String
    /// The values it takes.
    public let choices: [String]

    /// An error for `value` of `option`, which takes `choices`.
    public init(option: String, value: String, choices: [String]) {
        self.option = option
        self.value = value
        self.choices = choices
    }

    public var description: String {
        "unknown \(option) \"\(value)\"; choose one of: \(choices.joined(separator: ", "))"
    }
}
