import Foundation
import KooberKit
import KooberMVVMApp
import KooberTesting
import KooberUI
import Services
import Testing
import ViewKit

@testable import KooberMVVMKit

/// The container screens of chapter 5 (scenarios 12 and 13): a new child for every signed-in state with
/// the previous one released, and a scope switch at sign-in and sign-out.
@MainActor @Suite struct ContainerScreenTests {
    let launching = Launching()

    // 12
    @Test func everySignedInStateGetsANewChildAndReleasesThePreviousOne() throws {
        try launching.saveJohnny()
        let (delegate, application, window) = launching.launch()
        defer { application.terminate() }
        let signedIn = try #require(delegate.mainViewControllers.first?.signedInViewController)
        weak let gettingLocation = signedIn.currentChildViewController as? GettingUsersLocationViewController
        #expect(gettingLocation != nil)
        launching.clock.advance(by: 2)
        weak let pickMeUp = signedIn.currentChildViewController as? PickMeUpViewController
        #expect(gettingLocation == nil, "the finding-location screen is released once the map shows")
        #expect(pickMeUp?.viewModel.progress == .initial(pickupLocation: FakeLocator.sydney))
        signedIn.viewModel.newRideRequestAccepted()
        weak let waiting = signedIn.currentChildViewController as? WaitingForPickupViewController
        #expect(pickMeUp == nil)
        #expect(waiting != nil)
        try Automation(window: window).tap("Start New Ride")
        #expect(waiting == nil)
        #expect(signedIn.currentChildViewController is GettingUsersLocationViewController)
        #expect(signedIn.children.count == 1, "one child at a time")
    }

    // 13
    @Test func signingInSwapsTheOnboardingScopeForASignedInOneAndBack() throws {
        let (delegate, application, window) = launching.launch()
        defer { application.terminate() }
        let main = try #require(delegate.mainViewControllers.first)
        weak let firstOnboarding = main.onboardingViewController
        let automation = Automation(window: window)
        try automation.tap("Sign In")
        try automation.type(FakeAuthRemoteAPI.email, into: "Email")
        try automation.type(FakeAuthRemoteAPI.password, into: "Password")
        try automation.tap("Sign In")
        launching.clock.advance(by: 1)
        // The window keeps the elements of its last render until it renders again.
        #expect(automation.snapshot().contains("Finding your location..."))
        #expect(firstOnboarding == nil)
        weak let signedIn = main.signedInViewController
        let session = try #require(signedIn?.viewControllerFactory as? KooberSignedInDependencyContainer).userSession
        #expect(session.profile == FakeAuthRemoteAPI.johnny)
        try automation.tap("Profile")
        try automation.tap("Sign Out")
        #expect(automation.snapshot().contains("(Sign Up)"))
        #expect(signedIn == nil)
        #expect(main.onboardingViewController != nil)
    }
}

/// The sign-in and sign-up forms make room for the keyboard while a field is focused.
@MainActor @Suite struct KeyboardInsetTests {
    let launching = Launching()

    @Test func theSignInFormGrowsByTheKeyboardWhileAFieldIsFocused() throws {
        let (delegate, application, window) = launching.launch()
        defer { application.terminate() }
        let automation = Automation(window: window)
        try automation.tap("Sign In")
        let signIn = try #require(delegate.mainViewControllers.first?.onboardingViewController?.signInViewController)
        #expect(signIn.keyboardInset.height == 0)
        try automation.type("johnny@gmail.com", into: "Email")
        #expect(signIn.keyboardInset.height == Window.virtualKeyboardHeight)
        #expect(signIn.keyboardInset.spacer.minimumLength == Window.virtualKeyboardHeight)
        try automation.back()
        #expect(signIn.keyboardInset.height == 0, "leaving the screen removes the inset")
    }

    @Test func theSignUpFormGrowsToo() throws {
        let (delegate, application, window) = launching.launch()
        defer { application.terminate() }
        let automation = Automation(window: window)
        try automation.tap("Sign Up")
        let signUp = try #require(delegate.mainViewControllers.first?.onboardingViewController?.signUpViewController)
        try automation.type("Ada", into: "Full Name")
        #expect(signUp.keyboardInset.height == Window.virtualKeyboardHeight)
    }
}

/// Two windows of one app (two browser tabs) share the app scope: signing in or out in one shows in both,
/// each with its own signed-in screens.
@MainActor @Suite struct TwoWindowsTests {
    let launching = Launching()

    @Test func signingInAndOutInOneWindowShowsInTheOther() throws {
        let (delegate, application, first) = launching.launch()
        defer { application.terminate() }
        let second = application.openWindow(sizeClass: .compact)
        launching.clock.drain()
        let one = Automation(window: first)
        let two = Automation(window: second)
        #expect(two.snapshot().contains("(Sign Up)"))
        try one.tap("Sign In")
        try one.type(FakeAuthRemoteAPI.email, into: "Email")
        try one.type(FakeAuthRemoteAPI.password, into: "Password")
        try one.tap("Sign In")
        launching.clock.advance(by: 1)
        #expect(one.snapshot().contains("Finding your location..."))
        #expect(two.snapshot().contains("Finding your location..."))
        let mains = delegate.mainViewControllers
        #expect(mains.count == 2)
        #expect(mains[0].signedInViewController !== mains[1].signedInViewController)
        try two.tap("Profile")
        try two.tap("Sign Out")
        #expect(one.snapshot().contains("(Sign Up)"))
        #expect(two.snapshot().contains("(Sign Up)"))
    }
}
