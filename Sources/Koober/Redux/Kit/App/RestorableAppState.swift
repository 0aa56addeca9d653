import KooberKit

/// What Koober in Redux keeps of its store across launches (the book's Redux strength 7: "Redux can help
/// with state restoration by initializing the store with persisted state"): where the running app is,
/// onboarding or signed in, without the session.
///
/// Contract: the session never travels in a restoration archive (its token belongs to the session
/// store, which may be the encrypted one); a signed-in state keeps only whose it was (the email), and
/// restoring it needs the same person's session from the session store. Restoring never revives what
/// was transient: errors still to present, a request in flight (signing in or up, out, a search, a ride
/// request being sent). See ``appRunningState(for:)``.
public enum RestorableAppState: Equatable, Codable, Sendable {
    /// Onboarding: welcome, sign in or sign up.
    case onboarding(OnboardingState)
    /// Signed in as `email`: the ride flow and whether the profile was up.
    case signedIn(email: String, newRideState: NewRideState, viewingProfile: Bool)

    /// What `appState` keeps across launches; nil while launching (there is nothing to restore yet).
    public init?(appState: AppState) {
        switch appState {
        case .launching: return nil
        case .running(.onboarding(let onboardingState)):
            self = .onboarding(onboardingState)
        case .running(.signedIn(let signedInState, let userSession)):
            self = .signedIn(
                email: userSession.profile.email, newRideState: signedInState.newRideState,
                viewingProfile: signedInState.viewingProfile)
        }
    }

    /// The running app this state restores to, given who the session store says is signed in:
    ///
    /// - nobody signed in: the saved onboarding screen, or welcome when the saved state was signed in
    ///   (the session is gone);
    /// - signed in with the saved state's person: the saved ride flow and profile, for that session;
    /// - signed in otherwise (onboarding was saved, or another person): the signed-in root, as launch.
    ///
    /// Transient parts start again: errors are dropped, a form in flight is a fresh form, a drop-off
    /// search starts anew, a ride request being sent is back at "Confirm", a sent one is waiting for the
    /// pick-up, and a ride flow whose parts disagree starts at the pick-up.
    public func appRunningState(for authenticationState: AuthenticationState) -> AppRunningState {
        switch (self, authenticationState) {
        case (.onboarding(let onboardingState), .notSignedIn):
            return .onboarding(RestorationLogic.restored(onboardingState))
        case (.signedIn, .notSignedIn):
            return .onboarding(.welcoming)
        case (.signedIn(let email, let newRideState, let viewingProfile), .signedIn(let userSession))
        where email == userSession.profile.email:
            let signedInState = SignedInViewControllerState(
                userSession: userSession, newRideState: RestorationLogic.restored(newRideState),
                viewingProfile: viewingProfile,
                profileViewControllerState: ProfileViewControllerState(profile: userSession.profile))
            return .signedIn(signedInState, userSession)
        case (_, .signedIn(let userSession)):
            return .signedIn(SignedInViewControllerState(userSession: userSession), userSession)
        }
    }
}
