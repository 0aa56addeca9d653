import Foundation
import Inspection
import KooberElementsApp
import KooberKit
import KooberTesting
import KooberUI
import Services
import TestSupport
import Testing
import ViewKit

/// Koober Elements' real app delegate on one store and the virtual clock, driven as a person would.
@MainActor @Suite struct AppLaunchTests {
    @Test(arguments: SignInObserverVariant.allCases)
    func signInThenARideThenSignOutEndsOnWelcome(variant: SignInObserverVariant) throws {
        let launching = Launching(signInObserverVariant: variant)
        let (_, application, window) = launching.launch()
        defer { application.terminate() }
        let automation = Automation(window: window)
        #expect(automation.snapshot().contains("(Sign Up)"))
        try automation.signIn(password: FakeAuthRemoteAPI.password)
        launching.clock.advance(by: 1)
        #expect(automation.snapshot().contains("Finding your location..."))
        launching.clock.advance(by: 2)
        try automation.tap("Where to?")
        launching.clock.advance(by: 0.5)
        try automation.type("opera", into: "Search")
        launching.clock.advance(by: 1.4)
        let search = automation.snapshot()
        #expect(search.contains("Opera House"))
        #expect(!search.contains("100 George Street"))
        try automation.select("Opera House")
        try automation.tap("Wallaroo")
        try automation.tap("Confirm")
        #expect(automation.snapshot().contains("Requesting Ride..."))
        launching.clock.advance(by: 3)
        #expect(automation.snapshot().contains("Enjoy the ride!"))
        try automation.tap("Profile")
        #expect(automation.snapshot().contains(FakeAuthRemoteAPI.johnny.name))
        try automation.tap("Sign Out")
        #expect(automation.snapshot().contains("(Sign Up)"))
        let file = launching.directory.url.appendingPathComponent(FileUserSessionDataStore.fileName)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aWrongPasswordShowsSignInFailedAndOKGivesTheFormBack() throws {
        let launching = Launching()
        let (delegate, application, window) = launching.launch()
        defer { application.terminate() }
        let automation = Automation(window: window)
        try automation.signIn(password: "wrong")
        let form = try delegate.signInForm()
        launching.clock.advance(by: 1)
        #expect(automation.snapshot().contains("Sign In Failed"))
        try automation.tap("OK")
        #expect(!automation.snapshot().contains("Sign In Failed"))
        #expect(form.emailField.isEnabled && form.passwordField.isEnabled && form.signInButton.isEnabled)
        #expect(!form.activityIndicator.isAnimating)
        #expect(form.passwordField.text == "wrong")
    }

    @Test func theBidirectionalSignInDrivesTheFormAndSignsIn() throws {
        let launching = Launching()
        let (delegate, application, window) = launching.launch(
            KooberOptions(ids: .sequential(), signInVariant: .bidirectional))
        defer { application.terminate() }
        let automation = Automation(window: window)
        try automation.signIn(password: "wrong")
        let form = try delegate.signInForm()
        #expect(automation.snapshot().contains("Sign In Failed"), "the fake refuses a wrong password at once")
        #expect(form.emailField.isEnabled && !form.activityIndicator.isAnimating, "onComplete enabled the form")
        try automation.tap("OK")
        try automation.type(FakeAuthRemoteAPI.password, into: "Password")
        try automation.tap("Sign In")
        #expect(!form.emailField.isEnabled && form.activityIndicator.isAnimating, "onStart disabled the form")
        launching.clock.advance(by: 1)
        #expect(automation.snapshot().contains("Finding your location..."))
        let file = launching.directory.url.appendingPathComponent(FileUserSessionDataStore.fileName)
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aStoredSessionLaunchesIntoTheRide() throws {
        let launching = Launching()
        try launching.saveJohnny()
        let (_, application, window) = launching.launch()
        defer { application.terminate() }
        #expect(Automation(window: window).snapshot().contains("Finding your location..."))
    }

    @Test func twoWindowsShowOneStore() throws {
        let launching = Launching()
        let (delegate, application, first) = launching.launch()
        defer { application.terminate() }
        let second = application.openWindow(sizeClass: .compact)
        launching.clock.drain()
        try Automation(window: first).tap("Sign In")
        #expect(Automation(window: second).snapshot().contains("Sign In"))
        #expect(delegate.mainViewControllers.count == 2)
        #expect(delegate.stateInspector != nil)
    }
}

/// The form follows the store while the Redux sign-in runs.
@MainActor @Suite struct SigningInTests {
    @Test func theFormIsDisabledAndTheSpinnerTurnsWhileSigningIn() throws {
        let launching = Launching()
        let (delegate, application, window) = launching.launch()
        defer { application.terminate() }
        let automation = Automation(window: window)
        try automation.signIn(password: FakeAuthRemoteAPI.password)
        let form = try delegate.signInForm()
        #expect(!form.emailField.isEnabled && !form.passwordField.isEnabled && !form.signInButton.isEnabled)
        #expect(form.activityIndicator.isAnimating)
        launching.clock.advance(by: 1)
        #expect(automation.snapshot().contains("Finding your location..."))
    }
}
