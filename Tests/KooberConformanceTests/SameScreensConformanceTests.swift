import KooberKit
import KooberTesting
import Testing

/// The book's promise, checked screen by screen: every Koober pattern shows the person the same screens.
/// One journey (a wrong password, sign-in, a search, the ride, the profile, a new ride, sign-out, sign-up's
/// errors) runs step by step under MVVM, Redux and Elements, and after every step the three screens must be
/// equal, text for text.
@MainActor @Suite struct SameScreensConformanceTests {
    /// The journey, one step per element.
    static let steps = [
        "expect \"(Sign Up)\"",
        "tap \"Sign In\"",
        "type \"johnny@gmail.com\" into \"Email\"\ntype \"wrong\" into \"Password\"",
        "tap \"Sign In\"",
        "wait 1",
        "tap \"OK\"",
        "type \"password\" into \"Password\"\ntap \"Sign In\"",
        "wait 1",
        "wait 2",
        "tap \"Where to?\"",
        "wait 0.5",
        "type \"george\" into \"Search\"",
        "wait 0.9",
        "wait 0.5",
        "select \"100 George Street\"",
        "tap \"Kangaroo\"",
        "tap \"Wallaroo\"",
        "tap \"Confirm\"",
        "wait 3",
        "tap \"Profile\"",
        "tap \"Done\"",
        "tap \"Start New Ride\"",
        "wait 2",
        "tap \"Profile\"",
        "tap \"Sign Out\"",
        "tap \"Sign Up\"",
        "type \"Ada\" into \"Full Name\"\ntap \"Sign Up\"",
        "tap \"OK\"",
        "back",
    ]

    /// Runs `steps` under every pattern side by side and checks that all screens equal MVVM's after launch
    /// and after each step.
    static func compare(_ steps: [String], options: @escaping () -> KooberOptions) async throws {
        var harnesses: [KooberHarness] = []
        defer { for harness in harnesses { harness.tearDown() } }
        for subject in KooberSubjects.all {
            harnesses.append(try await KooberHarness(subject: subject, options: options()))
        }
        func check(_ moment: String) {
            guard let reference = harnesses.first else { return }
            for harness in harnesses.dropFirst() {
                #expect(
                    harness.screen == reference.screen,
                    "\(harness.subject) differs from \(reference.subject) \(moment)")
            }
        }
        check("after launching")
        for step in steps {
            for harness in harnesses { try await harness.run(step) }
            check("after \(step)")
        }
    }

    @Test func everyPatternShowsTheSameScreenAfterEveryStep() async throws {
        try await Self.compare(Self.steps) { KooberOptions(ids: .sequential()) }
    }

    @Test func aFailedRideRequestLooksTheSame() async throws {
        try await Self.compare(
            [Scripts.signIn, Scripts.chooseOperaHouse, "tap \"Wallaroo\"", "tap \"Confirm\"", "wait 3", "tap \"OK\""]
        ) { KooberOptions(failures: FailurePlan([.rideRequest]), ids: .sequential()) }
    }

    @Test func everyFailureAlertLooksTheSame() async throws {
        try await Self.compare(
            [
                Scripts.signIn, "wait 2", "tap \"OK\"",
            ]
        ) { KooberOptions(failures: FailurePlan([.locate]), ids: .sequential()) }
        try await Self.compare(
            [Scripts.signIn, "wait 2", "tap \"Where to?\"", "wait 0.5", "tap \"OK\"", "tap \"Cancel\""]
        ) { KooberOptions(failures: FailurePlan([.search]), ids: .sequential()) }
        try await Self.compare([Scripts.signIn, Scripts.chooseOperaHouse, "tap \"OK\""]) {
            KooberOptions(failures: FailurePlan([.rideOptions]), ids: .sequential())
        }
        try await Self.compare([Scripts.signIn, "tap \"Profile\"", "tap \"Sign Out\"", "tap \"OK\""]) {
            KooberOptions(failures: FailurePlan([.signOut]), ids: .sequential())
        }
    }
}
