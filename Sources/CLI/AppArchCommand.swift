public import ArgumentParser
import Logging

/// The `apparch` command: runs the books' apps in their architectures, headless or in a browser.
public struct AppArchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "apparch",
        abstract: "Run the apps of \"App Architecture\" and \"Advanced iOS App Architecture\" in every pattern.",
        subcommands: [
            ListCommand.self, DriveCommand.self, ServeCommand.self, APICommand.self, KooberCommand.self,
            CompareCommand.self,
        ]
    )

    public init() {}

    /// Parses the process's arguments and runs the chosen subcommand, exiting with its status.
    public static func start() async {
        await main()
    }

    /// Sends log messages to standard error, so standard output carries only the command's output.
    static let bootstrapLogging: Void = {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .info
            return handler
        }
    }()
}
