import Elements
import ElementsTesting
import Foundation
import KooberKit
import KooberReduxKit
import Redux

/// A dispatcher that keeps what it is given.
@MainActor
final class RecordingDispatcher: ActionDispatcher {
    private(set) var actions: [KooberAction] = []

    func dispatch(_ action: KooberAction) {
        actions.append(action)
    }
}

/// A promise the test settles by hand, with the requests that made it.
@MainActor
final class PendingAnswers<Request, Value> {
    private(set) var requests: [Request] = []
    private var resolvers: [@MainActor (Result<Value, any Error>) -> Void] = []

    /// A new pending promise for `request`.
    func promise(for request: Request) -> Promise<Value> {
        requests.append(request)
        return Promise { resolve in resolvers.append(resolve) }
    }

    /// How many promises wait for an answer.
    var waitingCount: Int { resolvers.count }

    /// Settles the oldest waiting promise with `result`.
    func answer(_ result: Result<Value, any Error>) {
        guard !resolvers.isEmpty else { return }
        resolvers.removeFirst()(result)
    }
}

/// An error the fakes fail with.
struct FakeFailure: Error, Equatable {}

/// A sign-in service answered by hand; it records each sign-in's credentials.
@MainActor
final class ControllableAuthRemoteAPI: AuthRemoteAPI {
    struct Credentials: Equatable {
        var username: String
        var password: Secret
    }

    let signIns = PendingAnswers<Credentials, UserSession>()
    /// What happens whenever the remote API is called (to check the order of events).
    var onCall: @MainActor () -> Void = {}

    func signIn(username: String, password: Secret) -> Promise<UserSession> {
        onCall()
        return signIns.promise(for: Credentials(username: username, password: password))
    }

    func signUp(account: NewAccount) -> Promise<UserSession> {
        Promise(error: FakeFailure())
    }

    func signOut(remoteSession: RemoteUserSession) -> Promise<Void> {
        Promise(value: ())
    }
}

/// A session store that records its saves and tells its listeners, failing saves on request.
@MainActor
final class RecordingUserSessionDataStore: UserSessionDataStore {
    private(set) var stored: UserSession?
    private(set) var saved: [UserSession] = []
    var saveFails = false
    /// Called with each session saved (a listener of the store, as in the hybrid variant).
    var listeners: [@MainActor (UserSession) -> Void] = []

    func readUserSession() -> Promise<UserSession?> {
        Promise(value: stored)
    }

    func save(userSession: UserSession) -> Promise<UserSession> {
        guard !saveFails else { return Promise(error: FakeFailure()) }
        saved.append(userSession)
        stored = userSession
        for listener in listeners { listener(userSession) }
        return Promise(value: userSession)
    }

    func delete(userSession: UserSession) -> Promise<UserSession> {
        stored = nil
        return Promise(value: userSession)
    }
}

/// A drop-off search answered by hand.
@MainActor
final class ControllableLocationRepository: LocationRepository {
    struct Search: Equatable {
        var query: String
        var pickupLocation: Location
    }

    let searches = PendingAnswers<Search, [NamedLocation]>()

    func searchForLocations(using query: String, pickupLocation: Location) -> Promise<[NamedLocation]> {
        searches.promise(for: Search(query: query, pickupLocation: pickupLocation))
    }
}

/// A ride service whose searches and requests are answered by hand.
@MainActor
final class ControllableNewRideRemoteAPI: NewRideRemoteAPI {
    let searches = PendingAnswers<String, [NamedLocation]>()
    let posts = PendingAnswers<NewRideRequest, Void>()

    func getRideOptions(pickupLocation: Location) -> Promise<[RideOption]> {
        Promise(value: RideOption.samples)
    }

    func getLocationSearchResults(query: String, pickupLocation: Location) -> Promise<[NamedLocation]> {
        searches.promise(for: query)
    }

    func post(newRideRequest: NewRideRequest) -> Promise<Void> {
        posts.promise(for: newRideRequest)
    }
}

/// A use-case factory closure that records its calls and hands out fakes.
@MainActor
final class RecordingSignInUseCaseFactory {
    private(set) var calls: [(username: String, password: Secret)] = []
    private(set) var made: [FakeUseCase] = []

    func make(username: String, password: Secret) -> any UseCase {
        calls.append((username, password))
        let useCase = FakeUseCase()
        made.append(useCase)
        return useCase
    }
}

/// Test values.
enum Samples {
    static let ids = UUIDGenerator.sequential()
    static let johnny = UserSession(
        profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "64652626"))
    static let sydney = Location(id: "0", latitude: -33.864308, longitude: 151.209146)
    static let opera = FakeNewRideRemoteAPI.places[0]
    static let signInFailed = "Sign In Failed"
}
