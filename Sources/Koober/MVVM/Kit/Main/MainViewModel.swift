public import KooberKit
public import OpenCombine

/// The app's top-level state (the sample's `MainViewModel`): which of launch, onboarding and the
/// signed-in screens is up. App-scoped and long-lived; every screen that learns who is signed in tells
/// it, through the two responder protocols, what happened, never what to show.
@MainActor
public final class MainViewModel: SignedInResponder, NotSignedInResponder {
    /// The screen to show; starts at `.launching` (a subscriber gets the current value at once).
    @Published public private(set) var view: MainView = .launching

    /// Creates the view model.
    public init() {}

    public func notSignedIn() {
        view = .onboarding
    }

    public func signedIn(to userSession: UserSession) {
        view = .signedIn(userSession: userSession)
    }
}
