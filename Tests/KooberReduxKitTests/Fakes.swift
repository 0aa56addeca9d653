import Foundation
import KooberKit
import Logging
import OpenCombine
import Redux
import Services

@testable import KooberReduxKit

/// Records every dispatched action, in order.
@MainActor
final class RecordingDispatcher: ActionDispatcher {
    private(set) var actions: [KooberAction] = []
    func dispatch(_ action: KooberAction) { actions.append(action) }
}

/// A session store that records what was written, settling at once (or failing to delete).
@MainActor
final class RecordingUserSessionDataStore: UserSessionDataStore {
    var stored: UserSession?
    var readFails = false
    var deleteFails = false
    private(set) var saved: [UserSession] = []
    private(set) var deleted: [UserSession] = []

    init(stored: UserSession? = nil) {
        self.stored = stored
    }

    func readUserSession() -> Promise<UserSession?> {
        readFails ? Promise(error: KooberError.storage("unreadable")) : Promise(value: stored)
    }

    func save(userSession: UserSession) -> Promise<UserSession> {
        saved.append(userSession)
        stored = userSession
        return Promise(value: userSession)
    }

    func delete(userSession: UserSession) -> Promise<UserSession> {
        guard !deleteFails else { return Promise(error: KooberError.scripted(.signOut)) }
        deleted.append(userSession)
        stored = nil
        return Promise(value: userSession)
    }
}

/// The fake sign-in on a clock, recording the tokens revoked.
@MainActor
final class RecordingAuthRemoteAPI: AuthRemoteAPI {
    private let fake: FakeAuthRemoteAPI
    private(set) var revoked: [AuthToken] = []

    init(clock: any Clock) {
        fake = FakeAuthRemoteAPI(clock: clock)
    }

    func signIn(username: String, password: Secret) -> Promise<UserSession> {
        fake.signIn(username: username, password: password)
    }

    func signUp(account: NewAccount) -> Promise<UserSession> {
        fake.signUp(account: account)
    }

    func signOut(remoteSession: RemoteUserSession) -> Promise<Void> {
        revoked.append(remoteSession.token)
        return Promise(value: ())
    }
}

/// A ride repository that counts the requests and answers when the test says.
@MainActor
final class ControlledNewRideRepository: NewRideRepository {
    private(set) var requests: [NewRideRequest] = []
    private var pending: [(Result<Void, any Error>) -> Void] = []

    func request(newRideRequest: NewRideRequest) -> Promise<Void> {
        requests.append(newRideRequest)
        return Promise { resolve in pending.append(resolve) }
    }

    /// Settles the oldest pending request.
    func answer(_ result: Result<Void, any Error>) {
        guard !pending.isEmpty else { return }
        pending.removeFirst()(result)
    }
}

/// Collects what a publisher sends, and whether it finished.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private(set) var finished = false
    private var subscription: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
        subscription = publisher.sink(
            receiveCompletion: { [weak self] _ in self?.finished = true },
            receiveValue: { [weak self] value in self?.values.append(value) })
    }
}

/// A persister that records when it was started, against the actions dispatched by then.
@MainActor
final class StartRecordingPersister: UserSessionStatePersister {
    let dispatcher: RecordingDispatcher
    private(set) var startedAfter: [Int] = []

    init(dispatcher: RecordingDispatcher) {
        self.dispatcher = dispatcher
    }

    func startPersistingStateChanges(to userSessionDataStore: any UserSessionDataStore) {
        startedAfter.append(dispatcher.actions.count)
    }
}

@MainActor enum Fixture {
    /// A logger that writes nothing (the store logs every action).
    static let quiet = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
    static let johnny = UserSession(
        profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "64652626"))
    static let ada = UserSession(
        profile: UserProfile(
            name: "Ada Lovelace", email: "ada@example.com", mobileNumber: "555-0100", avatar: FakeAuthRemoteAPI.avatar),
        remoteSession: RemoteUserSession(token: "984270985"))
    static let sydney = FakeLocator.sydney
    static let opera = FakeNewRideRemoteAPI.places[0]
    static let moma = FakeNewRideRemoteAPI.places[3]
    static let options = RideOption.samples
    static var wallaroo: RideOptionID { options[1].id }
    static var kangaroo: RideOptionID { options[2].id }
    static func error(_ number: UInt8, _ title: String = "Title") -> ErrorMessage {
        ErrorMessage(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number)), title: title, message: "Message")
    }
    struct Failure: Error {}

    /// Johnny signed in, on the pick-me-up screen at Sydney.
    static var pickMeUp: AppState {
        var signedIn = SignedInViewControllerState(userSession: johnny)
        signedIn.newRideState = .requestingNewRide(
            pickupLocation: sydney, PickMeUpViewControllerState(pickupLocation: sydney))
        return .running(.signedIn(signedIn, johnny))
    }

    /// Johnny with the ride options up for the Opera House, none chosen.
    static var rideOptions: AppState {
        var state = Reducers.appReducer(action: .pickMeUp(.goToDropoffLocationPicker), state: pickMeUp)
        state = Reducers.appReducer(action: .dropoffLocationPicker(.dropoffLocationSelected(opera)), state: state)
        return Reducers.appReducer(action: .rideOptionPicker(.rideOptionsLoaded(options)), state: state)
    }
}

/// A Redux reducer from one of Koober's reducers that have no default (their state always has a
/// pick-up location, or a session): a nil state stands for `initial` (the tester always passes a state).
func redux<State>(
    _ reducer: @escaping (KooberAction, State) -> State, defaultingTo initial: State
) -> (KooberAction, consuming State?) -> State {
    { action, state in reducer(action, state ?? initial) }
}
