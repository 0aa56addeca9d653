public import KooberKit
public import KooberMVVMKit
import KooberUI

/// The onboarding scope (the book's `KooberOnboardingDependencyContainer`): made for each onboarding,
/// it copies the app scope's long-lived objects it needs and holds the one onboarding view model that
/// welcome, sign-in and sign-up share; it lives as long as nobody is signed in.
@MainActor
public final class KooberOnboardingDependencyContainer: SignInViewModelFactory {
    /// The app scope's repository.
    public let sharedUserSessionRepository: any UserSessionRepository
    /// The app scope's main view model.
    public let sharedMainViewModel: MainViewModel
    /// This scope's navigation state (constant and never nil: the scope exists because onboarding does).
    public let sharedOnboardingViewModel: OnboardingViewModel
    let ids: UUIDGenerator

    /// Creates an onboarding scope under `appDependencyContainer`, keeping the parent's objects, not the
    /// parent (parents outlive their children).
    public init(appDependencyContainer: KooberAppDependencyContainer) {
        func makeOnboardingViewModel() -> OnboardingViewModel {
            OnboardingViewModel()
        }
        sharedUserSessionRepository = appDependencyContainer.sharedUserSessionRepository
        sharedMainViewModel = appDependencyContainer.sharedMainViewModel
        ids = appDependencyContainer.runtime.options.ids
        sharedOnboardingViewModel = makeOnboardingViewModel()
    }

    /// The onboarding flow with its three screens.
    public func makeOnboardingViewController() -> OnboardingViewController {
        OnboardingViewController(
            viewModel: sharedOnboardingViewModel, welcomeViewController: makeWelcomeViewController(),
            signInViewController: makeSignInViewController(), signUpViewController: makeSignUpViewController())
    }

    /// Welcome.
    public func makeWelcomeViewController() -> WelcomeViewController {
        WelcomeViewController(viewModel: makeWelcomeViewModel())
    }

    /// Welcome's view model: the onboarding view model navigates both ways.
    public func makeWelcomeViewModel() -> WelcomeViewModel {
        WelcomeViewModel(goToSignUpNavigator: sharedOnboardingViewModel, goToSignInNavigator: sharedOnboardingViewModel)
    }

    /// Sign-in, asking this container for its view model.
    public func makeSignInViewController() -> SignInViewController {
        SignInViewController(viewModelFactory: self)
    }

    public func makeSignInViewModel() -> SignInViewModel {
        SignInViewModel(
            userSessionRepository: sharedUserSessionRepository, signedInResponder: sharedMainViewModel, ids: ids)
    }

    /// Sign-up.
    public func makeSignUpViewController() -> SignUpViewController {
        SignUpViewController(viewModel: makeSignUpViewModel())
    }

    /// Sign-up's view model.
    public func makeSignUpViewModel() -> SignUpViewModel {
        SignUpViewModel(
            userSessionRepository: sharedUserSessionRepository, signedInResponder: sharedMainViewModel, ids: ids)
    }
}
