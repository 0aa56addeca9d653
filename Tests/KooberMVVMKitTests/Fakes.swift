import Foundation
import KooberKit
import KooberMVVMKit
import OpenCombine
import Services

/// A repository whose answers the test settles by hand, counting what was asked.
@MainActor
final class ControlledUserSessionRepository: UserSessionRepository {
    var stored: Result<UserSession?, any Error> = .success(nil)
    private(set) var signIns: [(email: String, password: String)] = []
    private(set) var signUps: [NewAccount] = []
    private(set) var signOuts = 0
    private var pending: [(Result<UserSession, any Error>) -> Void] = []

    func readUserSession() -> Promise<UserSession?> {
        Promise { $0(stored) }
    }

    func signUp(newAccount: NewAccount) -> Promise<UserSession> {
        signUps.append(newAccount)
        return Promise { resolve in pending.append(resolve) }
    }

    func signIn(email: String, password: Secret) -> Promise<UserSession> {
        signIns.append((email, password))
        return Promise { resolve in pending.append(resolve) }
    }

    var signOutResult: Result<UserSession, any Error>?
    func signOut(userSession: UserSession) -> Promise<UserSession> {
        signOuts += 1
        return Promise { $0(signOutResult ?? .success(userSession)) }
    }

    /// Settles the oldest pending sign-in or sign-up.
    func answer(_ result: Result<UserSession, any Error>) {
        guard !pending.isEmpty else { return }
        pending.removeFirst()(result)
    }
}

/// Records what the responders were told.
@MainActor
final class ResponderSpy: SignedInResponder, NotSignedInResponder, DeterminedPickUpLocationResponder,
    NewRideRequestAcceptedResponder, DropoffLocationDeterminedResponder, RideOptionDeterminedResponder,
    CancelDropoffLocationSelectionResponder, DoneWithProfileResponder
{
    var events: [String] = []
    func signedIn(to userSession: UserSession) { events.append("signedIn \(userSession.profile.email)") }
    func notSignedIn() { events.append("notSignedIn") }
    func pickUpUser(at location: Location) { events.append("pickUp \(location.id)") }
    func newRideRequestAccepted() { events.append("accepted") }
    func dropOffUser(at location: NamedLocation) { events.append("dropOff \(location.location.id)") }
    func pickUpUser(in rideOptionID: RideOptionID) { events.append("option \(rideOptionID)") }
    func cancelDropoffLocationSelection() { events.append("cancel") }
    func finishedViewingProfile() { events.append("doneWithProfile") }
}

/// Collects what a publisher sends.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var subscription: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
        subscription = publisher.sink { [weak self] value in self?.values.append(value) }
    }
}

@MainActor enum Fixture {
    static let session = UserSession(
        profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "64652626"))
    static let sydney = FakeLocator.sydney
    static let opera = FakeNewRideRemoteAPI.places[0]
    struct Failure: Error {}
}
