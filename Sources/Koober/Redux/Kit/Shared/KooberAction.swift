/// Every action of Koober in Redux: one case per feature's group (the sample's action structs, grouped
/// by the enum they were nested in). Actions are values: a store's log shows, compares and replays them.
///
/// Only `Redux…UserInteractions` objects dispatch them (and tests); screens call user-interactions
/// protocols and never see an action. The answer to a request is dispatched even if its screen has gone
/// meanwhile: the reducers ignore what no longer applies.
public enum KooberAction: Equatable, Codable, Sendable {
    /// Launch: the stored session was read, or could not be.
    case launching(LaunchingActions)
    /// Welcome's two buttons.
    case welcome(WelcomeActions)
    /// The onboarding stack.
    case onboarding(OnboardingActions)
    /// The sign-in form, and the session that results.
    case signIn(SignInActions)
    /// The sign-up form.
    case signUp(SignUpActions)
    /// The signed-in flow: location found, profile shown or closed, ride requested, new ride.
    case signedIn(SignedInActions)
    /// The getting-location screen's errors.
    case gettingUsersLocation(GettingUsersLocationActions)
    /// The pick-me-up screen: "Where to?", "Confirm" and the request's outcome.
    case pickMeUp(PickMeUpActions)
    /// The drop-off picker: searches, a choice, "Cancel".
    case dropoffLocationPicker(DropoffLocationPickerActions)
    /// The ride-option picker: options loaded, one chosen.
    case rideOptionPicker(RideOptionPickerActions)
    /// The profile: signing out and its errors.
    case profile(ProfileActions)
    /// The running app: signing out.
    case appRunning(AppRunningActions)
}
