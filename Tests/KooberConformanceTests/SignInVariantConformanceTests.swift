import Foundation
import KooberKit
import KooberTesting
import Testing

/// Onboarding and a ride in Koober Elements under each of the book's sign-in use cases
/// (`--sign-in-variant`) and each arrangement of the form's observers (`--observers`): what a person sees
/// must not depend on how the use case reports its progress or how the form hears the store.
@MainActor @Suite struct SignInVariantConformanceTests {
    @Test(arguments: KooberOptions.SignInVariant.allCases)
    func onboardingAndARideLookTheSameUnderEverySignInVariant(variant: KooberOptions.SignInVariant) async throws {
        try await onboardAndRide(options: KooberOptions(ids: .sequential(), signInVariant: variant))
    }

    /// The encrypted session store keeps the session across launches as the file store does.
    @Test func theEncryptedSessionStoreKeepsTheSessionAcrossLaunches() async throws {
        let harness = try await KooberHarness(
            subject: KooberSubjects.elements, options: KooberOptions(sessionStore: .encrypted, ids: .sequential()))
        defer { harness.tearDown() }
        try await harness.run(Scripts.signIn)
        try await harness.restart()
        #expect(harness.shows("Finding your location..."))
    }

    /// The same under each of the book's arrangements of the sign-in form's observers (`--observers`).
    @Test(arguments: KooberOptions.SignInObservers.allCases)
    func onboardingAndARideLookTheSameUnderEveryObserverLayout(observers: KooberOptions.SignInObservers) async throws {
        try await onboardAndRide(options: KooberOptions(ids: .sequential(), signInObservers: observers))
    }

    /// Signs in after a wrong password, rides to the Opera House and signs out; after a relaunch the
    /// person is signed out, and after signing in again a relaunch finds them signed in.
    private func onboardAndRide(options: KooberOptions) async throws {
        let harness = try await KooberHarness(subject: KooberSubjects.elements, options: options)
        defer { harness.tearDown() }
        try await harness.run(
            [Scripts.signInAfterAWrongPassword, Scripts.chooseOperaHouse, Scripts.rideInAWallarooAndSignOut]
                .joined(separator: "\n"))
        try await harness.restart()
        #expect(harness.shows("(Sign Up)"))
        try await harness.run(Scripts.signIn)
        try await harness.restart()
        #expect(harness.shows("Finding your location..."))
    }
}
