import Elements
import KooberElementsKit
import KooberKit
import KooberReduxKit
import Redux
import Testing

/// The navigation use cases dispatch one action each, when started and not before.
@MainActor @Suite struct NavigationUseCaseTests {
    @Test func goToSignInDispatchesOnlyWhenStarted() {
        let dispatcher = RecordingDispatcher()
        let useCase = GoToSignInUseCase(actionDispatcher: dispatcher)
        #expect(dispatcher.actions.isEmpty)
        useCase.start()
        #expect(dispatcher.actions == [.welcome(.goToSignIn)])
    }

    @Test func eachNavigationUseCaseDispatchesItsOneAction() {
        let dispatcher = RecordingDispatcher()
        let cases: [(any UseCase, KooberAction)] = [
            (GoToSignUpUseCase(actionDispatcher: dispatcher), .welcome(.goToSignUp)),
            (NavigatedBackToWelcomeUseCase(actionDispatcher: dispatcher), .onboarding(.navigatedBackToWelcome)),
            (GoToProfileUseCase(actionDispatcher: dispatcher), .signedIn(.viewProfile)),
            (CloseProfileUseCase(actionDispatcher: dispatcher), .signedIn(.dismissProfile)),
            (StartNewRideRequestUseCase(actionDispatcher: dispatcher), .signedIn(.startNewRideRequest)),
            (GoToDropoffLocationPickerUseCase(actionDispatcher: dispatcher), .pickMeUp(.goToDropoffLocationPicker)),
            (
                CancelDropoffLocationPickerUseCase(actionDispatcher: dispatcher),
                .dropoffLocationPicker(.cancelDropoffLocationPicker)
            ),
            (
                SelectDropoffLocationUseCase(dropoffLocation: Samples.opera, actionDispatcher: dispatcher),
                .dropoffLocationPicker(.dropoffLocationSelected(Samples.opera))
            ),
            (
                SelectRideOptionUseCase(rideOptionID: "premium", actionDispatcher: dispatcher),
                .rideOptionPicker(.rideOptionSelected("premium"))
            ),
            (FinishedRequestingNewRideUseCase(actionDispatcher: dispatcher), .signedIn(.finishedRequestingNewRide)),
        ]
        #expect(dispatcher.actions.isEmpty)
        for (useCase, _) in cases { useCase.start() }
        #expect(dispatcher.actions == cases.map(\.1))
    }

    @Test func finishedPresentingErrorDispatchesTheScreensOwnAction() {
        let error = ErrorMessage(title: "T", message: "M", ids: Samples.ids)
        let expected: [FinishedPresentingErrorUseCase.Screen: KooberAction] = [
            .launch: .launching(.finishedPresentingLaunchError(error)),
            .signIn: .signIn(.finishedPresentingError(error)),
            .signUp: .signUp(.finishedPresentingError(error)),
            .gettingUsersLocation: .gettingUsersLocation(.finishedPresentingError(error)),
            .pickMeUp: .pickMeUp(.finishedPresentingNewRideRequestError(error)),
            .dropoffLocationPicker: .dropoffLocationPicker(.finishedPresentingError(error)),
            .rideOptionPicker: .rideOptionPicker(.finishedPresentingError(error)),
            .profile: .profile(.finishedPresentingError(error)),
        ]
        #expect(expected.count == FinishedPresentingErrorUseCase.Screen.allCases.count)
        for screen in FinishedPresentingErrorUseCase.Screen.allCases {
            let dispatcher = RecordingDispatcher()
            var ranAfterwards = false
            let useCase = FinishedPresentingErrorUseCase(
                errorMessage: error, screen: screen, actionDispatcher: dispatcher, afterwards: { ranAfterwards = true })
            #expect(dispatcher.actions.isEmpty)
            useCase.start()
            #expect(dispatcher.actions == [expected[screen]].compactMap { $0 })
            #expect(ranAfterwards)
        }
    }
}
