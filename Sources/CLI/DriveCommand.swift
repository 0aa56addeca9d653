import ArgumentParser
import Foundation

/// `apparch drive`: runs an app headless on a virtual clock and executes a script of automation steps.
struct DriveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drive",
        abstract: "Run an app headless and execute a script of steps (from --script or standard input).",
        discussion: """
            Steps, one per line (# starts a comment; strings use double quotes, \\" escapes a quote):
              tap "T"                 tap the button, bar item, row, alert action or control T
              select "T"              select the row whose text contains T
              delete "T"              swipe-to-delete the row whose text contains T
              type "X" [into "F"]     replace the focused (or named) field's text with X
              submit                  press return in the focused field
              slide "T" V             set slider T to V
              back                    tap the back button
              refresh                 pull to refresh the table on screen
              wait S                  advance the virtual clock by S seconds
              size compact|regular    change the window's size class
              restart                 quit and relaunch on the same data, restoring state
              screen                  print the screen
              expect "T"              fail unless the screen shows T
              expect-not "T"          fail if the screen shows T
            Exit status: 0 when every step succeeds, 1 at the first failing step, 2 for a script that \
            cannot be parsed or options that cannot be used (an unreadable or malformed --restore file).
            """
    )

    @Argument(help: "The app to run (see `apparch list`).")
    var app: String

    @Option(help: "The pattern to run; the app's first pattern by default.")
    var pattern: String?

    @Option(help: "Where the app keeps its data; $XDG_DATA_HOME/apparch/<app>/<pattern> by default.")
    var dataDir: String?

    @Option(help: "The script file; standard input when omitted.")
    var script: String?

    @Flag(help: "Seed an empty library with sample data.")
    var sample = false

    @Option(help: "The window's size class at launch: compact or regular.")
    var size: String = "compact"

    @Option(help: "Clocks: what the history slider travels through, whole (default) or document (undo/redo only).")
    var history: String?

    @Option(help: "Clocks: start from a state in this file, a view-state JSON or a log of `Changed … to:` lines.")
    var restore: String?

    @Flag(help: "Recordings MVC+VS: show the History slider that travels through the window's view states.")
    var timeTravel = false

    @Option(
        help: """
            The server: for Recordings controller-owned and model-owned, as `apparch api recordings` prints it; \
            for Koober, Koober Cloud as `apparch api koober` prints it (the sample's fakes otherwise).
            """)
    var server: String?

    @Option(help: "The server's access token, when --server does not carry it.")
    var serverToken: String?

    @OptionGroup var koober: KooberArguments

    @MainActor
    func run() async throws {
        _ = AppArchCommand.bootstrapLogging
        let text: String
        if let script {
            guard let contents = try? String(contentsOfFile: script, encoding: .utf8) else {
                throw ValidationError("cannot read the script \(script); check the path")
            }
            text = contents
        } else {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        let request = DriveRequest(
            app: app, pattern: pattern, dataDirectory: dataDir, script: text, sample: sample, sizeName: size,
            history: history, restoreFile: restore, timeTravel: timeTravel, server: server, serverToken: serverToken,
            di: koober.di, sessionStore: koober.sessionStore, fail: koober.fail,
            signInVariant: koober.signInVariant)
        let interruption = InterruptFlag.installed()
        let status = await DriveRunner.run(
            request,
            isInterrupted: { interruption.isRaised },
            output: { print($0) },
            errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        )
        if status != 0 { throw ExitCode(status) }
    }
}
