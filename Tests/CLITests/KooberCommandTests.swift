import AppArchCLI
import ArgumentParser
import Testing

/// `apparch koober sign-in|search` parse into the use-case commands, and refuse what they cannot run.
struct KooberCommandTests {
    @Test func signInAndSearchParseWithTheirOptions() throws {
        let signIn = try AppArchCommand.parseAsRoot(["koober", "sign-in", "--email", "e@x.com", "--password", "pw"])
        #expect(String(describing: type(of: signIn)).hasSuffix("SignIn"))
        let search = try AppArchCommand.parseAsRoot(["koober", "search", "opera", "--server", "http://127.0.0.1:1/"])
        #expect(String(describing: type(of: search)).hasSuffix("Search"))
    }

    @Test func signInWithoutAPasswordIsAUsageError() {
        #expect(throws: (any Error).self) {
            try AppArchCommand.parseAsRoot(["koober", "sign-in", "--email", "e@x.com"])
        }
    }
}
