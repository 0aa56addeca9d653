import Foundation
import Inspection
import KooberKit
import KooberReduxApp
import KooberReduxKit
import KooberTesting
import KooberUI
import Services
import TestSupport
import Testing
import ViewKit

/// Koober Redux's screens on a real app delegate, one store and the virtual clock.
@MainActor @Suite struct ScreenTests {
    let launching = Launching()

    @Test func aWrongPasswordShowsSignInFailedAndOKGivesBackTheFieldsWithTheirText() throws {
        let (delegate, application, window) = launching.launch()
        defer { application.terminate() }
        let automation = Automation(window: window)
        try automation.signIn(password: "wrong")
        let signIn = try delegate.signInForm()
        launching.clock.advance(by: 1)
        #expect(automation.snapshot().contains("Sign In Failed"))
        try automation.tap("OK")
        #expect(!automation.snapshot().contains("Sign In Failed"))
        #expect(signIn.emailField.isEnabled && signIn.passwordField.isEnabled && signIn.signInButton.isEnabled)
        #expect(signIn.emailField.text == FakeAuthRemoteAPI.email)
        #expect(signIn.passwordField.text == "wrong")
    }

    @Test func theFormIsDisabledAndTheSpinnerTurnsWhileSigningIn() throws {
        let (delegate, application, window) = launching.launch()
        defer { application.terminate() }
        let automation = Automation(window: window)
        try automation.signIn(password: FakeAuthRemoteAPI.password)
        let signIn = try delegate.signInForm()
        #expect(!signIn.emailField.isEnabled && !signIn.passwordField.isEnabled && !signIn.signInButton.isEnabled)
        #expect(signIn.activityIndicator.isAnimating)
        launching.clock.advance(by: 1)
        #expect(automation.snapshot().contains("Finding your location..."))
    }

    @Test func aStoredSessionLaunchesIntoTheRideAndSignOutDeletesIt() throws {
        try launching.saveJohnny()
        let (_, application, window) = launching.launch()
        defer { application.terminate() }
        let automation = Automation(window: window)
        #expect(automation.snapshot().contains("Finding your location..."))
        try automation.tap("Profile")
        #expect(automation.snapshot().contains(FakeAuthRemoteAPI.johnny.name))
        try automation.tap("Sign Out")
        #expect(automation.snapshot().contains("(Sign Up)"))
        let file = launching.directory.url.appendingPathComponent(FileUserSessionDataStore.fileName)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}

/// Two windows of one app (two browser tabs) watch one store: they show the same part of the app, and a
/// confirmation that reaches the store twice sends one ride request.
@MainActor @Suite struct TwoWindowsTests {
    let launching = Launching()

    @Test func twoWindowsShowOneStoreAndSendOneRequest() throws {
        let (delegate, application, first) = launching.launch()
        defer { application.terminate() }
        let second = application.openWindow(sizeClass: .compact)
        launching.clock.drain()
        let one = Automation(window: first)
        let two = Automation(window: second)
        try one.tap("Sign In")
        #expect(two.snapshot().contains("Sign In"))
        try one.type(FakeAuthRemoteAPI.email, into: "Email")
        try one.type(FakeAuthRemoteAPI.password, into: "Password")
        try one.tap("Sign In")
        launching.clock.advance(by: 3)
        try one.tap("Where to?")
        #expect(two.snapshot().contains("Where To?"))
        launching.clock.advance(by: 0.5)
        try two.select("Opera House")
        try one.tap("Wallaroo")
        #expect(two.snapshot().contains("(Confirm)"))
        // Both tabs press "Confirm" before either hears of the other (the browser's race).
        let pickMeUps = delegate.mainViewControllers.compactMap {
            $0.signedInViewController?.currentChildViewController as? PickMeUpViewController
        }
        #expect(pickMeUps.count == 2)
        for pickMeUp in pickMeUps { pickMeUp.userInteractions.confirmNewRideRequest() }
        #expect(one.snapshot().contains("Requesting Ride..."))
        #expect(two.snapshot().contains("Requesting Ride..."))
        launching.clock.advance(by: 3)
        #expect(one.snapshot().contains("Enjoy the ride!"))
        #expect(two.snapshot().contains("Enjoy the ride!"))
        let actions = try #require(delegate.stateInspector).inspection().entries.map(\.action)
        #expect(actions.filter { $0.contains("confirmedNewRideRequest") }.count == 1)
        #expect(actions.filter { $0.contains("newRideRequestSent") }.count == 1)
    }
}

/// The book's rule for the view layer: screens see publishers and user-interactions protocols only. The
/// app target must not import the Redux library (its containers ask `KooberStateStore` for publishers).
@Suite struct ViewLayerTests {
    @Test func theAppTargetDoesNotImportTheReduxLibrary() throws {
        let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Koober/Redux/App")
        let files = try #require(FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 10, "the app's sources are where the test looks")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { line in
                line.split(separator: " ").contains("import") && line.split(separator: " ").last == "Redux"
            }
            #expect(imports.isEmpty, "\(file.lastPathComponent) imports the Redux library")
        }
    }
}
