public import Elements
public import KooberKit
public import KooberReduxKit
public import Redux

/// A screen finished presenting an error (the sample's generic `FinishedPresentingErrorUseCase<Action>`;
/// here one class and a ``Screen`` saying which screen, since Koober's actions are enum cases): dispatches
/// that screen's "finished presenting" action, which removes the error from its state, then runs
/// `afterwards` (the launch screen's starts the session persister, as the Redux launch does).
///
/// Contract: dispatches one action per start, and nothing before.
@MainActor
public final class FinishedPresentingErrorUseCase: UseCase {
    /// The screens that present errors.
    public enum Screen: Sendable, Hashable, CaseIterable {
        /// Launching: ``LaunchingActions/finishedPresentingLaunchError(_:)``.
        case launch
        /// Sign-in: ``SignInActions/finishedPresentingError(_:)``.
        case signIn
        /// Sign-up: ``SignUpActions/finishedPresentingError(_:)``.
        case signUp
        /// Getting the location: ``GettingUsersLocationActions/finishedPresentingError(_:)``.
        case gettingUsersLocation
        /// Pick-me-up (the ride request): ``PickMeUpActions/finishedPresentingNewRideRequestError(_:)``.
        case pickMeUp
        /// The drop-off picker: ``DropoffLocationPickerActions/finishedPresentingError(_:)``.
        case dropoffLocationPicker
        /// The ride-option picker: ``RideOptionPickerActions/finishedPresentingError(_:)``.
        case rideOptionPicker
        /// The profile: ``ProfileActions/finishedPresentingError(_:)``.
        case profile

        /// The action saying this screen finished presenting `errorMessage`.
        public func finishedPresentingAction(_ errorMessage: ErrorMessage) -> KooberAction {
            switch self {
            case .launch: .launching(.finishedPresentingLaunchError(errorMessage))
            case .signIn: .signIn(.finishedPresentingError(errorMessage))
            case .signUp: .signUp(.finishedPresentingError(errorMessage))
            case .gettingUsersLocation: .gettingUsersLocation(.finishedPresentingError(errorMessage))
            case .pickMeUp: .pickMeUp(.finishedPresentingNewRideRequestError(errorMessage))
            case .dropoffLocationPicker: .dropoffLocationPicker(.finishedPresentingError(errorMessage))
            case .rideOptionPicker: .rideOptionPicker(.finishedPresentingError(errorMessage))
            case .profile: .profile(.finishedPresentingError(errorMessage))
            }
        }
    }

    // MARK: - Properties
    let errorMessage: ErrorMessage
    let screen: Screen
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let afterwards: @MainActor () -> Void

    // MARK: - Methods
    /// Creates the use case saying `screen` finished presenting `errorMessage`; `afterwards` runs after
    /// the dispatch (nothing by default).
    public init(
        errorMessage: ErrorMessage, screen: Screen, actionDispatcher: any ActionDispatcher<KooberAction>,
        afterwards: @escaping @MainActor () -> Void = {}
    ) {
        self.errorMessage = errorMessage
        self.screen = screen
        self.actionDispatcher = actionDispatcher
        self.afterwards = afterwards
    }

    public func start() {
        actionDispatcher.dispatch(screen.finishedPresentingAction(errorMessage))
        afterwards()
    }
}
