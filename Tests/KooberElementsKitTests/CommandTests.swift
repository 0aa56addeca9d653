import Foundation
import KooberElementsCommand
import KooberKit
import Services
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The book's litmus test: a command line built from use cases (scenario 30).
@MainActor @Suite struct CommandTests {
    @Test func signingInWithTheSamplesAccountPrintsItsName() async {
        let outcome = await KooberUseCaseCommands.signIn(email: "johnny@gmail.com", password: "password")
        #expect(outcome == KooberCommandOutcome(lines: ["Signed in as Johnny Appleseed"], status: 0))
    }

    @Test func aWrongPasswordPrintsSignInFailedOnOneLineAndExitsOne() async {
        let outcome = await KooberUseCaseCommands.signIn(email: "johnny@gmail.com", password: "wrong")
        #expect(
            outcome == KooberCommandOutcome(lines: ["Sign In Failed: Could not sign in. Please try again."], status: 1))
    }

    @Test func searchingPrintsTheMatchingPlacesWithTheirCoordinates() async {
        let outcome = await KooberUseCaseCommands.search(query: "opera")
        #expect(outcome == KooberCommandOutcome(lines: ["Opera House (-33.858667, 151.214028)"], status: 0))
        let everything = await KooberUseCaseCommands.search(query: "")
        #expect(everything.lines.count == 4)
        #expect(everything.lines.first == "Opera House (-33.858667, 151.214028)")
    }

    @Test func aSearchThatMatchesNothingSaysSo() async {
        let outcome = await KooberUseCaseCommands.search(query: "zzz")
        #expect(outcome == KooberCommandOutcome(lines: ["No places match \"zzz\"."], status: 0))
    }

    @Test func aFailingSearchPrintsErrorSearchingAndExitsOne() async {
        let outcome = await KooberUseCaseCommands.search(query: "opera", failures: FailurePlan([.search]))
        #expect(
            outcome
                == KooberCommandOutcome(
                    lines: ["Error Searching: Could not run location search. Please try again."], status: 1))
    }

    @Test func signingInThroughKooberCloudUsesTheServersAnswer() async throws {
        let payload = """
            {"profile": {"name": "Ada Lovelace", "email": "ada@example.com", "mobileNumber": "1", \
            "avatar": "file:///avatar"}, "token": "t0k3n"}
            """
        let transport = FakeTransport(.success(Data(payload.utf8)))
        let outcome = await KooberUseCaseCommands.signIn(
            email: "ada@example.com", password: "pw", server: "http://127.0.0.1:8082/", transport: transport)
        #expect(outcome == KooberCommandOutcome(lines: ["Signed in as Ada Lovelace"], status: 0))
        #expect(transport.requests.first?.url?.path == "/login")
    }

    @Test func aServerRefusingTheCredentialsIsSignInFailed() async {
        let transport = FakeTransport(response: TransportResponse(statusCode: 401, body: Data()))
        let outcome = await KooberUseCaseCommands.signIn(
            email: "ada@example.com", password: "pw", server: "http://127.0.0.1:8082/", transport: transport)
        #expect(outcome.status == 1)
        #expect(outcome.lines == ["Sign In Failed: Could not sign in. Please try again."])
    }

    @Test func anUnusableServerAddressIsAUsageError() async {
        let outcome = await KooberUseCaseCommands.signIn(email: "a", password: "b", server: "ftp://nowhere")
        #expect(outcome.status == KooberUseCaseCommands.usageStatus)
        #expect(outcome.lines.first?.hasPrefix("error: cannot use the Koober Cloud address") == true)
    }
}
