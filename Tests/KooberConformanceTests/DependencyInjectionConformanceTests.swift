import Foundation
import KooberKit
import KooberTesting
import Testing

/// Launch, onboarding and a ride under each of the book's four dependency-injection approaches: what a
/// person sees must not depend on how the graph was built.
///
/// Serialized: the on-demand and factories approaches keep process-wide globals, which a launch replaces.
@MainActor @Suite(.serialized) struct DependencyInjectionConformanceTests {
    @Test(arguments: KooberSubjects.all, KooberOptions.DependencyInjection.allCases)
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
            tap "Sign In"
            type "johnny@gmail.com" into "Email"
            type "wrong" into "Password"
            tap "Sign In"
            expect "Sign In Failed"
            tap "OK"
            type "password" into "Password"
            tap "Sign In"
            wait 1
            expect "Finding your location..."
            """ + "\n" + Scripts.chooseOperaHouse + """

                tap "Wallaroo"
                tap "Confirm"
                wait 3
                expect "Enjoy the ride!"
                tap "Profile"
                tap "Sign Out"
                expect "(Sign Up)"
                """)
        try await harness.restart()
        #expect(harness.shows("(Sign Up)"))
        try await harness.run(Scripts.signIn)
        try await harness.restart()
        #expect(harness.shows("Finding your location..."))
    }
}
