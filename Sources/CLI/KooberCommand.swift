import ArgumentParser
import KooberElementsCommand
import KooberKit

/// `apparch koober sign-in|search`: the book's litmus test for Elements' use cases, a command line made
/// of use-case factories alone (no screen, no ViewKit in the command's module), on the sample's fakes or
/// Koober Cloud with `--server`.
struct KooberCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "koober",
        abstract: "Run Koober's use cases from the command line (Advanced iOS App Architecture, chapter 8).",
        subcommands: [SignIn.self, Search.self]
    )

    /// `apparch koober sign-in --email E --password P [--server URL]`.
    struct SignIn: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sign-in",
            abstract: "Sign in; prints \"Signed in as NAME\", or the failure with exit status 1."
        )

        @Option(help: "The account's email address.") var email: String
        @Option(help: "The account's password.") var password: String
        @Option(help: "Koober Cloud's address (apparch api koober); the sample's fakes otherwise.")
        var server: String?

        @MainActor
        func run() async throws {
            try KooberCommand.finish(
                await KooberUseCaseCommands.signIn(email: email, password: password, server: server))
        }
    }

    /// `apparch koober search QUERY [--email E --password P] [--server URL]`.
    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Sign in, find the pick-up and print the drop-off places matching QUERY with their coordinates."
        )

        @Argument(help: "What to search for; empty lists every place.") var query: String
        @Option(help: "The account to search as.") var email = FakeAuthRemoteAPI.email
        @Option(help: "Its password.") var password = FakeAuthRemoteAPI.password
        @Option(help: "Koober Cloud's address (apparch api koober); the sample's fakes otherwise.")
        var server: String?

        @MainActor
        func run() async throws {
            try KooberCommand.finish(
                await KooberUseCaseCommands.search(query: query, email: email, password: password, server: server))
        }
    }

    /// Prints the outcome's lines and ends with its status.
    static func finish(_ outcome: KooberCommandOutcome) throws {
        for line in outcome.lines { print(line) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }
}
