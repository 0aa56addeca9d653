import Foundation
import KooberKit
import KooberTesting
import Testing

/// Onboarding and a ride in Koober Elements under each of the book's sign-in use cases
/// (`--sign-in-variant`): what a person sees must not depend on how the use case reports its progress.
@MainActor @Suite struct SignInVariantConformanceTests {
    @Test(arguments: KooberOptions.SignInVariant.allCases)
    func onboardingAndARideLookTheSameUnderEverySignInVariant(variant: KooberOptions.SignInVariant) async throws {
        let harness = try await KooberHarness(
            subject: KooberSubjects.elements, options: KooberOptions(ids: .sequential(), signInVariant: variant))
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
