import Elements
import KooberElementsKit
public import KooberKit
import KooberReduxKit
public import Services

/// The book's litmus test for use cases, `apparch koober sign-in|search`: a front end built from the
/// use-case factory and the store alone, with no screen and no ViewKit.
///
/// Each command starts from a launched app with no stored session and runs the use cases a person's
/// taps would start (launch, "Sign In", sign in, find the location, "Where to?", search), reading the
/// outcome from the store's state. The sample's fakes answer on a virtual clock the command advances, so
/// it prints at once; with `server`, requests go to Koober Cloud and the command waits for the answers.
@MainActor
public enum KooberUseCaseCommands {
    /// The exit status of an unusable `--server` address.
    public static let usageStatus: Int32 = 64

    /// `sign-in --email E --password P [--server URL]`: prints `Signed in as <name>` (status 0) or the
    /// failure, `Sign In Failed: Could not sign in. Please try again.` (status 1; the message's line
    /// breaks become spaces).
    ///
    /// - Parameters:
    ///   - server: Koober Cloud's address (`--server`), or nil for the sample's fakes.
    ///   - transport: where requests to the server go; nil is the network.
    public static func signIn(
        email: String, password: Secret, server: String? = nil, transport: (any HTTPTransport)? = nil
    ) async -> KooberCommandOutcome {
        let runtime: KooberCommandRuntime
        switch makeRuntime(server: server, transport: transport, failures: .none) {
        case .success(let made): runtime = made
        case .failure(let failed): return failed.outcome
        }
        switch await signIn(email: email, password: password, in: runtime) {
        case .success(let userSession):
            return KooberCommandOutcome(lines: ["Signed in as \(userSession.profile.name)"], status: 0)
        case .failure(let failed):
            return failed.outcome
        }
    }

    /// `search QUERY [--server URL]`: signs in (by default as the sample's account), finds the pick-up
    /// location and prints the drop-off places matching `query`, one a line with their coordinates
    /// (`Opera House (-33.858667, 151.214028)`), status 0; `No places match "QUERY".` when none does. A
    /// failing step prints its error (`Error Searching: Could not run location search. Please try
    /// again.`), status 1.
    ///
    /// - Parameters:
    ///   - email: the account to search as (the fakes' `johnny@gmail.com` by default).
    ///   - password: its password.
    ///   - server: Koober Cloud's address (`--server`), or nil for the sample's fakes.
    ///   - failures: the fakes' requests that fail on purpose (`--fail`).
    ///   - transport: where requests to the server go; nil is the network.
    public static func search(
        query: String, email: String = FakeAuthRemoteAPI.email, password: Secret = FakeAuthRemoteAPI.password,
        server: String? = nil, failures: FailurePlan = .none, transport: (any HTTPTransport)? = nil
    ) async -> KooberCommandOutcome {
        let runtime: KooberCommandRuntime
        switch makeRuntime(server: server, transport: transport, failures: failures) {
        case .success(let made): runtime = made
        case .failure(let failed): return failed.outcome
        }
        let userSession: UserSession
        switch await signIn(email: email, password: password, in: runtime) {
        case .success(let session): userSession = session
        case .failure(let failed): return failed.outcome
        }
        let signedIn = runtime.factory.makeSignedInUseCaseFactory(userSession: userSession)

        guard await runtime.run(signedIn.makeGetUsersCurrentLocationUseCase()) else { return timedOut }
        let pickupLocation: Location
        switch newRideState(runtime.stateStore.state) {
        case .requestingNewRide(let location, _)?: pickupLocation = location
        case .gettingUsersLocation(let gettingLocation)?:
            guard let error = gettingLocation.errorsToPresent.first else { return unexpected }
            return failure(error)
        default: return unexpected
        }

        guard await runtime.run(signedIn.makeGoToDropoffLocationPickerUseCase()),
            await runtime.run(signedIn.makeSearchDropoffLocationsUseCase(query: query, pickupLocation: pickupLocation))
        else { return timedOut }
        guard case .requestingNewRide(_, let pickMeUp)? = newRideState(runtime.stateStore.state),
            case .selectDropoffLocation(let picker) = pickMeUp.state
        else { return unexpected }
        if let error = picker.errorsToPresent.first { return failure(error) }
        guard !picker.searchResults.isEmpty else {
            return KooberCommandOutcome(lines: ["No places match \"\(query)\"."], status: 0)
        }
        let lines = picker.searchResults.map { place in
            "\(place.name) (\(place.location.latitude), \(place.location.longitude))"
        }
        return KooberCommandOutcome(lines: lines, status: 0)
    }

    // MARK: Steps

    /// Launches with no stored session, opens the sign-in form and signs in: the session, or the outcome
    /// to print.
    private static func signIn(
        email: String, password: Secret, in runtime: KooberCommandRuntime
    ) async -> Result<UserSession, FailedCommand> {
        let factory = runtime.factory
        guard await runtime.run(factory.makeLoadUserSessionUseCase()),
            await runtime.run(factory.makeGoToSignInUseCase()),
            await runtime.run(factory.makeSignInUseCase(username: email, password: password))
        else { return .failure(FailedCommand(timedOut)) }
        switch runtime.stateStore.state {
        case .running(.signedIn(_, let userSession)):
            return .success(userSession)
        case .running(.onboarding(.signingIn(let signInState))):
            guard let error = signInState.errorsToPresent.first else { break }
            return .failure(FailedCommand(failure(error)))
        default:
            break
        }
        return .failure(FailedCommand(unexpected))
    }

    /// Where the signed-in person's new ride is, if someone is signed in.
    private static func newRideState(_ state: AppState) -> NewRideState? {
        guard case .running(.signedIn(let signedIn, _)) = state else { return nil }
        return signedIn.newRideState
    }

    private static func makeRuntime(
        server: String?, transport: (any HTTPTransport)?, failures: FailurePlan
    ) -> Result<KooberCommandRuntime, FailedCommand> {
        guard let server else {
            return .success(
                KooberCommandRuntime(cloud: nil, transport: transport ?? URLSessionTransport(), failures: failures))
        }
        do {
            let cloud = try KooberCloud(address: server)
            return .success(
                KooberCommandRuntime(cloud: cloud, transport: transport ?? URLSessionTransport(), failures: failures))
        } catch {
            return .failure(FailedCommand(KooberCommandOutcome(lines: ["error: \(error)"], status: usageStatus)))
        }
    }

    // MARK: Outcomes

    /// An error as one line, `Title: message`, the message's line breaks as spaces.
    static func failure(_ errorMessage: ErrorMessage) -> KooberCommandOutcome {
        let message = errorMessage.message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return KooberCommandOutcome(lines: ["\(errorMessage.title): \(message)"], status: 1)
    }

    static var timedOut: KooberCommandOutcome {
        KooberCommandOutcome(lines: ["Koober did not answer in time."], status: 1)
    }

    static var unexpected: KooberCommandOutcome {
        KooberCommandOutcome(lines: ["Koober ended in an unexpected state."], status: 1)
    }
}

/// A command's outcome carried as a `Result` failure.
struct FailedCommand: Error {
    let outcome: KooberCommandOutcome

    init(_ outcome: KooberCommandOutcome) {
        self.outcome = outcome
    }
}
