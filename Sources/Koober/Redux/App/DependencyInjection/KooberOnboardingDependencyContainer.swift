import KooberKit
public import KooberReduxKit
import KooberUI
import ViewKit

/// The onboarding scope (the sample's Redux `KooberOnboardingDependencyContainer`): the flow and its three
/// screens, each with the user interactions that dispatch for it and a publisher of its slice of the store.
@MainActor
public final class KooberOnboardingDependencyContainer {
    /// The app scope.
    public let appContainer: KooberAppDependencyContainer
    /// The getters of onboarding's screens.
    public let onboardingGetters: OnboardingGetters

    /// Creates the scope inside `appContainer`.
    public init(appContainer: KooberAppDependencyContainer) {
        self.appContainer = appContainer
        onboardingGetters = OnboardingGetters(getOnboardingState: appContainer.appRunningGetters.getOnboardingState)
    }

    private var stateStore: KooberStateStore { appContainer.stateStore }

    /// The onboarding flow.
    public func makeOnboardingViewController() -> OnboardingViewController {
        OnboardingViewController(
            statePublisher: stateStore.publisher(appContainer.appRunningGetters.getOnboardingState),
            userInteractions: ReduxOnboardingUserInteractions(actionDispatcher: stateStore.actionDispatcher),
            welcomeViewController: makeWelcomeViewController(), signInViewController: makeSignInViewController(),
            signUpViewController: makeSignUpViewController())
    }

    /// The welcome screen.
    public func makeWelcomeViewController() -> WelcomeViewController {
        WelcomeViewController(
            userInteractions: ReduxWelcomeUserInteractions(actionDispatcher: stateStore.actionDispatcher))
    }

    /// The sign-in screen.
    public func makeSignInViewController() -> SignInViewController {
        SignInViewController(
            statePublisher: stateStore.publisher(onboardingGetters.getSignInViewControllerState),
            userInteractions: ReduxSignInUserInteractions(
                actionDispatcher: stateStore.actionDispatcher, remoteAPI: appContainer.authRemoteAPI,
                ids: appContainer.runtime.options.ids))
    }

    /// The sign-up screen.
    public func makeSignUpViewController() -> SignUpViewController {
        SignUpViewController(
            statePublisher: stateStore.publisher(onboardingGetters.getSignUpViewControllerState),
            userInteractions: ReduxSignUpUserInteractions(
                actionDispatcher: stateStore.actionDispatcher, remoteAPI: appContainer.authRemoteAPI,
                ids: appContainer.runtime.options.ids))
    }
}
