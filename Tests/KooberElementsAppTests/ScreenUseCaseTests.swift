import Elements
import ElementsTesting
import Foundation
import KooberElementsApp
import KooberElementsKit
import KooberKit
import KooberReduxKit
import KooberUI
import OpenCombine
import Services
import Testing
import ViewKit

/// A use-case factory object for every screen's protocols, handing out fakes and remembering them by name.
@MainActor
final class FakeUseCaseFactory: GoToSignInUseCaseMaking, GoToSignUpUseCaseMaking, StartNewRideRequestUseCaseMaking,
    SignOutUseCaseMaking, CloseProfileUseCaseMaking, GoToDropoffLocationPickerUseCaseMaking,
    ConfirmRideRequestUseCaseMaking, FinishedRequestingNewRideUseCaseMaking, LoadRideOptionsUseCaseMaking,
    SelectRideOptionUseCaseMaking, SelectDropoffLocationUseCaseMaking, CancelDropoffLocationPickerUseCaseMaking,
    GoToProfileUseCaseMaking, GetUsersCurrentLocationUseCaseMaking
{
    private(set) var made: [(name: String, useCase: FakeUseCase)] = []

    func useCases(_ name: String) -> [FakeUseCase] { made.filter { $0.name == name }.map(\.useCase) }

    private func make(_ name: String) -> FakeUseCase {
        let useCase = FakeUseCase()
        made.append((name, useCase))
        return useCase
    }

    func makeGoToSignInUseCase() -> any UseCase { make("goToSignIn") }
    func makeGoToSignUpUseCase() -> any UseCase { make("goToSignUp") }
    func makeStartNewRideRequestUseCase() -> any UseCase { make("startNewRide") }
    func makeSignOutUseCase() -> any UseCase { make("signOut") }
    func makeCloseProfileUseCase() -> any UseCase { make("closeProfile") }
    func makeGoToDropoffLocationPickerUseCase() -> any UseCase { make("goToDropoffLocationPicker") }
    func makeConfirmRideRequestUseCase() -> any UseCase { make("confirm") }
    func makeFinishedRequestingNewRideUseCase() -> any UseCase { make("finishedRequesting") }
    func makeLoadRideOptionsUseCase(pickupLocation: Location) -> any UseCase { make("loadRideOptions") }
    func makeSelectRideOptionUseCase(rideOptionID: RideOptionID) -> any UseCase { make("select \(rideOptionID)") }
    func makeSelectDropoffLocationUseCase(dropoffLocation: NamedLocation) -> any UseCase {
        make("select \(dropoffLocation.name)")
    }
    func makeCancelDropoffLocationPickerUseCase() -> any UseCase { make("cancelPicker") }
    func makeGoToProfileUseCase() -> any UseCase { make("goToProfile") }
    func makeGetUsersCurrentLocationUseCase() -> any UseCase { make("locate") }
}

/// Every screen's intents start a new use case from its factory, each once (the book's rule, scenario 4
/// beyond sign-in), and a dismissed error starts the finished-presenting-error use case.
@MainActor @Suite struct ScreenUseCaseTests {
    let factory = FakeUseCaseFactory()
    let finishedPresentingError = RecordingFinishedPresentingErrorFactory()

    @Test func welcomesButtonsStartANewUseCaseEachTap() {
        let rootView = WelcomeRootView()
        let welcome = WelcomeViewController(userInterface: rootView, useCaseFactory: factory)
        rootView.ixResponder = welcome
        rootView.signInButton.sendActions(for: .primaryActionTriggered)
        rootView.signInButton.sendActions(for: .primaryActionTriggered)
        rootView.signUpButton.sendActions(for: .primaryActionTriggered)
        let signIns = factory.useCases("goToSignIn")
        #expect(signIns.count == 2 && signIns[0] !== signIns[1])
        #expect(signIns.map(\.startCount) == [1, 1])
        #expect(factory.useCases("goToSignUp").map(\.startCount) == [1])
    }

    @Test func startNewRideStartsANewUseCase() {
        let rootView = WaitingForPickupRootView()
        let waiting = WaitingForPickupViewController(
            userInterface: rootView, startNewRideRequestUseCaseFactory: factory)
        rootView.ixResponder = waiting
        rootView.startNewRideButton.sendActions(for: .primaryActionTriggered)
        #expect(factory.useCases("startNewRide").map(\.startCount) == [1])
        #expect(waiting.view === rootView)
    }

    @Test func theProfilesSignOutAndDoneStartUseCasesAndItRendersItsState() {
        let rootView = ProfileRootView()
        let profile = ProfileContentViewController(
            observer: NoOpObserver(), userInterface: rootView, useCaseFactory: factory,
            finishedPresentingErrorUseCaseFactory: finishedPresentingError.factory)
        rootView.ixResponder = profile
        rootView.signOutButton.sendActions(for: .primaryActionTriggered)
        profile.closeProfile()
        #expect(factory.useCases("signOut").map(\.startCount) == [1])
        #expect(factory.useCases("closeProfile").map(\.startCount) == [1])
        profile.received(newViewState: ProfileViewState(profile: FakeAuthRemoteAPI.johnny, signOutEnabled: false))
        #expect(!rootView.signOutButton.isEnabled)
    }

    @Test func theRideOptionPickerLoadsOnceAndSelectsPerChoice() throws {
        let rootView = RideOptionPickerRootView()
        let picker = RideOptionPickerViewController(
            pickupLocation: FakeLocator.sydney, observer: NoOpObserver(), userInterface: rootView,
            useCaseFactory: factory, finishedPresentingErrorUseCaseFactory: finishedPresentingError.factory)
        rootView.ixResponder = picker
        picker.loadViewIfNeeded()
        #expect(factory.useCases("loadRideOptions").map(\.startCount) == [1])
        picker.received(newSegments: [
            RideOptionSegment(id: "1", title: "Wallaroo", isSelected: false, imageName: "a", selectedImageName: "b"),
            RideOptionSegment(id: "2", title: "Kangaroo", isSelected: false, imageName: "a", selectedImageName: "b"),
        ])
        rootView.segmentedControl.selectedSegmentIndex = 1
        rootView.segmentedControl.sendActions(for: .valueChanged)
        #expect(factory.useCases("select 2").map(\.startCount) == [1])
    }

    @Test func theDropoffPickerSearchesThroughItsDebouncerAndCancelsTheSearchWhenChoosing() {
        let clock = VirtualClock()
        var searches: [(query: String, useCase: FakeUseCase)] = []
        let debouncer = DropoffLocationSearchDebouncer(
            pickupLocation: FakeLocator.sydney, clock: clock,
            makeSearchDropoffLocationsUseCase: { query, _ in
                let useCase = FakeUseCase()
                searches.append((query, useCase))
                return useCase
            })
        let picker = DropoffLocationPickerContentViewController(
            observer: NoOpObserver(), searchDebouncer: debouncer, useCaseFactory: factory,
            finishedPresentingErrorUseCaseFactory: finishedPresentingError.factory)
        picker.viewDidAppear(false)
        #expect(searches.map(\.query) == [""], "every place once the picker appears")
        picker.searchForDropoffLocations(using: "opera")
        clock.advance(by: DropoffLocationSearchDebouncer.debounce)
        #expect(searches.map(\.query) == ["", "opera"])
        #expect(searches[0].useCase.isCancelled, "a new query cancels the search before it")
        let opera = NamedLocation(name: "Opera House", location: FakeLocator.sydney)
        picker.select(dropoffLocation: opera)
        #expect(searches[1].useCase.isCancelled)
        #expect(factory.useCases("select Opera House").map(\.startCount) == [1])
        picker.cancelDropoffLocationPicker()
        #expect(factory.useCases("cancelPicker").map(\.startCount) == [1])
    }

    @Test func pickMeUpsIntentsStartNewUseCases() {
        let window = Window(sizeClass: .compact)
        let pickMeUp = PickMeUpViewController(
            observer: NoOpObserver(),
            mapViewController: PickMeUpMapViewController(
                observer: NoOpObserver(), userInterface: PickMeUpMapRootView()),
            rideOptionPickerViewController: RideOptionPickerViewController(
                pickupLocation: FakeLocator.sydney, observer: NoOpObserver(), userInterface: RideOptionPickerRootView(),
                useCaseFactory: factory, finishedPresentingErrorUseCaseFactory: finishedPresentingError.factory),
            sendingRideRequestViewController: SendingRideRequestViewController(),
            viewControllerFactory: NoPicker(), useCaseFactory: factory,
            finishedPresentingErrorUseCaseFactory: finishedPresentingError.factory)
        window.rootViewController = pickMeUp
        pickMeUp.whereToButton.sendActions(for: .primaryActionTriggered)
        pickMeUp.confirmButton.sendActions(for: .primaryActionTriggered)
        pickMeUp.received(newPickMeUpView: .final)
        #expect(factory.useCases("goToDropoffLocationPicker").map(\.startCount) == [1])
        #expect(factory.useCases("confirm").map(\.startCount) == [1])
        #expect(factory.useCases("finishedRequesting").map(\.startCount) == [1])
        pickMeUp.received(newShouldDisplayWhereTo: false)
        #expect(pickMeUp.whereToButton.isHidden)
        pickMeUp.received(newShouldDisplayWhereTo: true)
        #expect(!pickMeUp.whereToButton.isHidden)
        let userInterface = RecordingPickMeUpUserInterface()
        pickMeUp.userInterface = userInterface
        pickMeUp.received(newShouldDisplayWhereTo: false)
        pickMeUp.received(newShouldDisplayWhereTo: true)
        #expect(userInterface.calls == ["dismissWhereToControl", "presentWhereToControl"])
    }

    @Test func theDropoffPickerRendersPlacesThroughItsUserInterface() {
        let debouncer = DropoffLocationSearchDebouncer(
            pickupLocation: FakeLocator.sydney, clock: VirtualClock(),
            makeSearchDropoffLocationsUseCase: { _, _ in FakeUseCase() })
        let picker = DropoffLocationPickerContentViewController(
            observer: NoOpObserver(), searchDebouncer: debouncer, useCaseFactory: factory,
            finishedPresentingErrorUseCaseFactory: finishedPresentingError.factory)
        let window = Window(sizeClass: .compact)
        window.rootViewController = picker
        let places = FakeNewRideRemoteAPI.places
        picker.received(newSearchResults: places)
        #expect(picker.tableView.numberOfRows(inSection: 0) == places.count)
        let userInterface = RecordingDropoffLocationPickerUserInterface()
        picker.userInterface = userInterface
        picker.received(newSearchResults: [places[0]])
        #expect(userInterface.rendered == [[places[0]]])
    }

    @Test func theLaunchStartsLoadingAndADismissedErrorFinishesPresentingIt() throws {
        let loads = LoadCounter()
        let window = Window(sizeClass: .compact)
        let launch = LaunchViewController(
            observer: NoOpObserver(), loadUserSessionUseCaseFactory: loads,
            finishedPresentingErrorUseCaseFactory: finishedPresentingError.factory)
        window.rootViewController = launch
        #expect(loads.made.map(\.startCount) == [1])
        launch.received(newErrorMessage: Samples.error)
        try Automation(window: window).tap("OK")
        #expect(finishedPresentingError.errors == [Samples.error])
        #expect(finishedPresentingError.made.map(\.startCount) == [1])
    }

    @Test func leafScreensObserveWhileOnScreen() {
        let observer = RecordingObserver()
        let locating = GettingUsersLocationViewController(
            observer: observer, getUsersCurrentLocationUseCaseFactory: factory,
            finishedPresentingErrorUseCaseFactory: finishedPresentingError.factory)
        locating.loadViewIfNeeded()
        #expect(factory.useCases("locate").map(\.startCount) == [1])
        #expect(observer.events.isEmpty, "nothing before the screen appears")
        locating.viewWillAppear(false)
        locating.viewWillDisappear(false)
        #expect(observer.events == [.started, .stopped])
    }

    @Test func containerScreensObserveFromLoadingTheirView() {
        let observer = RecordingObserver()
        let signedIn = SignedInViewController(
            observer: observer,
            userSession: UserSession(profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "1")),
            viewControllerFactory: NoScreens(), goToProfileUseCaseFactory: factory)
        signedIn.loadViewIfNeeded()
        #expect(observer.events == [.started])
        signedIn.profileButton.sendActions(for: .primaryActionTriggered)
        #expect(factory.useCases("goToProfile").map(\.startCount) == [1])
    }
}

/// A launch factory object that hands out fakes.
@MainActor
final class LoadCounter: LoadUserSessionUseCaseMaking {
    private(set) var made: [FakeUseCase] = []

    func makeLoadUserSessionUseCase() -> any UseCase {
        let useCase = FakeUseCase()
        made.append(useCase)
        return useCase
    }
}

/// A pick-me-up container with no picker to give.
@MainActor
final class NoPicker: PickMeUpViewControllerFactory {
    func makeDropoffLocationPickerViewController() -> DropoffLocationPickerViewController {
        fatalError("not used")
    }
}

/// A signed-in container with no screens to give.
@MainActor
final class NoScreens: SignedInViewControllerFactory {
    func makeGettingUsersLocationViewController() -> GettingUsersLocationViewController { fatalError("not used") }
    func makePickMeUpViewController(pickupLocation: Location) -> PickMeUpViewController { fatalError("not used") }
    func makeWaitingForPickupViewController() -> WaitingForPickupViewController { fatalError("not used") }
    func makeProfileViewController() -> ProfileViewController { fatalError("not used") }
}

/// A pick-me-up user interface that records what it was asked to do.
@MainActor
final class RecordingPickMeUpUserInterface: PickMeUpUserInterface {
    private(set) var calls: [String] = []

    func presentWhereToControl() { calls.append("presentWhereToControl") }
    func dismissWhereToControl() { calls.append("dismissWhereToControl") }
}

/// A drop-off picker user interface that records what it rendered.
@MainActor
final class RecordingDropoffLocationPickerUserInterface: DropoffLocationPickerUserInterface {
    private(set) var rendered: [[NamedLocation]] = []

    func render(searchResults: [NamedLocation]) { rendered.append(searchResults) }
}
