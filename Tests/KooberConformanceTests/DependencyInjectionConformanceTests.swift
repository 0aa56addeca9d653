import Foundation
import KooberKit
import KooberTesting
import Testing

/// Launch, onboarding and a ride under each of the book's four dependency-injection approaches: what a
/// person sees must not depend on how the graph was built.
///
/// Serialized: the on-demand and factories approaches keep process-wide globals, which a launch replaces.
@MainActor @Suite(.serialized) struct DependencyInjectionConformanceTests {
    @Test(arguments: KooberSubjects.approaches)
    func onboardingAndARideLookTheSameUnderEveryApproach(
        subject: KooberSubject, approach: KooberOptions.DependencyInjection
    ) async throws {
        let harness = try await KooberHarness(
            subject: subject, options: KooberOptions(dependencyInjection: approach, ids: .sequential()))
        defer { harness.tearDown() }
        try await harness.run(
            """
            expect "(Sign Up)"
            tap "Sign Up"
            back
            """)
        try await harness.run(
            [Scripts.signInAfterAWrongPassword, Scripts.chooseOperaHouse, Scripts.rideInAWallarooAndSignOut]
                .joined(separator: "\n"))
        try await harness.restart()
        #expect(harness.shows("(Sign Up)"))
        try await harness.run(Scripts.signIn)
        try await harness.restart()
        #expect(harness.shows("Finding your location..."))
    }

    @Test(arguments: KooberSubjects.approaches)
    func aRelaunchRestoresTheScreenUnderEveryApproach(
        subject: KooberSubject, approach: KooberOptions.DependencyInjection
    ) async throws {
        let harness = try await KooberHarness(
            subject: subject, options: KooberOptions(dependencyInjection: approach, ids: .sequential()))
        defer { harness.tearDown() }
        try await harness.run(#"tap "Sign In""#)
        try await harness.relaunchRestoring()
        try await harness.run(
            """
            expect "field \\"Email\\": ‹Email›"
            expect-not "(Sign Up)"
            back
            """ + "\n" + Scripts.signIn + "\nwait 2\ntap \"Where to?\"")
        try await harness.relaunchRestoring()
        try await harness.run("expect \"Where To?\"\nwait 0.5\nselect \"MOMA\"\nexpect \"🏁 MOMA\"")
    }
}
