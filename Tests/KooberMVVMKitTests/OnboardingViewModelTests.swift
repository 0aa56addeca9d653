import Foundation
import KooberKit
import KooberMVVMKit
import OpenCombine
import Testing

/// Launch, onboarding, sign-in and sign-up view models through their interfaces (the MVVM chapter's
/// scenarios 1–7 and the DI chapter's 1, 2 and 22).
@MainActor @Suite struct OnboardingViewModelTests {
    let repository = ControlledUserSessionRepository()
    let spy = ResponderSpy()

    func signIn() -> SignInViewModel {
        SignInViewModel(userSessionRepository: repository, signedInResponder: spy, ids: .sequential())
    }

    @Test func mainStartsLaunchingAndFollowsWhatItIsTold() {
        let main = MainViewModel()
        let views = Recorder(main.$view)
        main.notSignedIn()
        main.signedIn(to: Fixture.session)
        #expect(views.values == [.launching, .onboarding, .signedIn(userSession: Fixture.session)])
    }

    @Test func launchWithoutASessionTellsNotSignedInOnce() {
        let launch = LaunchViewModel(
            userSessionRepository: repository, notSignedInResponder: spy, signedInResponder: spy, ids: .sequential())
        launch.loadUserSession()
        #expect(spy.events == ["notSignedIn"])
    }

    @Test func launchWithASessionTellsSignedInWithIt() {
        repository.stored = .success(Fixture.session)
        let launch = LaunchViewModel(
            userSessionRepository: repository, notSignedInResponder: spy, signedInResponder: spy, ids: .sequential())
        launch.loadUserSession()
        #expect(spy.events == ["signedIn johnny@gmail.com"])
    }

    @Test func anUnreadableSessionSaysSignInErrorThenGoesToOnboardingOnceDismissed() {
        repository.stored = .failure(Fixture.Failure())
        let launch = LaunchViewModel(
            userSessionRepository: repository, notSignedInResponder: spy, signedInResponder: spy, ids: .sequential())
        let errors = Recorder(launch.errorMessages)
        launch.loadUserSession()
        #expect(errors.values.map(\.title) == [KooberStrings.signInErrorTitle])
        #expect(spy.events.isEmpty, "nothing goes on before the person read it")
        launch.errorPresentation.send(.presenting)
        launch.errorPresentation.send(.dismissed)
        #expect(spy.events == ["notSignedIn"])
    }

    @Test func signInStartsEmptyWithEverythingEnabled() {
        let model = signIn()
        #expect(model.email.isEmpty && model.password.isEmpty)
        #expect(model.emailInputEnabled && model.passwordInputEnabled && model.signInButtonEnabled)
        #expect(!model.signInActivityIndicatorAnimating)
    }

    @Test func signingInDisablesTheFormAndSpinsUntilTheAnswer() {
        let model = signIn()
        model.email = "johnny@gmail.com"
        model.password = "password"
        model.signIn()
        #expect(!model.emailInputEnabled && !model.passwordInputEnabled && !model.signInButtonEnabled)
        #expect(model.signInActivityIndicatorAnimating)
        model.signIn()
        #expect(repository.signIns.count == 1, "no second request while one runs")
        repository.answer(.success(Fixture.session))
        #expect(spy.events == ["signedIn johnny@gmail.com"])
    }

    @Test func aFailedSignInSaysSoOnceAndEnablesTheFormAgain() {
        let model = signIn()
        let errors = Recorder(model.errorMessages)
        model.email = "johnny@gmail.com"
        model.password = "wrong"
        model.signIn()
        repository.answer(.failure(Fixture.Failure()))
        #expect(errors.values.map(\.title) == ["Sign In Failed"])
        #expect(errors.values.map(\.message) == ["Could not sign in.\nPlease try again."])
        #expect(model.emailInputEnabled && model.signInButtonEnabled && !model.signInActivityIndicatorAnimating)
        #expect(spy.events.isEmpty)
    }

    @Test func emptyFieldsAreRefusedWithoutARequest() {
        let model = signIn()
        let errors = Recorder(model.errorMessages)
        model.signIn()
        model.email = "johnny@gmail.com"
        model.signIn()
        #expect(errors.values.map(\.title) == ["Sign In Failed", "Sign In Failed"])
        #expect(repository.signIns.isEmpty)
        #expect(errors.values[0].id != errors.values[1].id, "two alerts, two messages")
    }

    @Test func onboardingPresentsWelcomeThenWhatTheNavigatorsAskAndWhatTheViewShows() {
        let onboarding = OnboardingViewModel()
        let actions = Recorder(onboarding.$navigationAction)
        let welcome = WelcomeViewModel(goToSignUpNavigator: onboarding, goToSignInNavigator: onboarding)
        welcome.showSignInView()
        onboarding.uiPresented(onboardingView: .welcome)
        welcome.showSignUpView()
        #expect(
            actions.values == [
                .present(view: .welcome), .present(view: .signin), .presented(view: .welcome), .present(view: .signup),
            ])
    }

    @Test func signUpRefusesEmptyFieldsByNameAndSignsUpWhenComplete() {
        let model = SignUpViewModel(userSessionRepository: repository, signedInResponder: spy, ids: .sequential())
        let errors = Recorder(model.errorMessages)
        model.name = "Jane Roo"
        model.signUp()
        #expect(errors.values.first?.message.contains("Fill in Nickname, Email, Mobile Number and Password.") == true)
        #expect(repository.signUps.isEmpty)
        model.nickname = "Jane"
        model.email = "jane@example.com"
        model.mobileNumber = "555"
        model.password = "secret"
        model.signUp()
        #expect(!model.inputEnabled)
        repository.answer(.success(Fixture.session))
        #expect(repository.signUps.map(\.nickname) == ["Jane"])
        #expect(spy.events.count == 1)
    }
}
