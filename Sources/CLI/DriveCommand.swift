import ArgumentParser
import Foundation
import ViewKit

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
              lap "T"                 print T and the wall time (ms) since the last lap or the first step
            A script ends as an app the system ends in the background: whether it succeeds, fails at a step \
            or is interrupted (SIGINT, SIGTERM), the app saves what its window shows to restoration.json in \
            the data folder, and the next drive on that folder starts there (Clocks' --restore starts from \
            its own file instead). --fresh starts at the app's first screen; the state the run ends in is \
            saved over the file. A restoration.json that cannot be read is kept aside, with a message saying \
            where, and the app starts at its first screen.
            Exit status: 0 when every step succeeds, 1 at the first failing step, 2 for a script that \
            cannot be parsed or options that cannot be used (an option the app or pattern does not take, an \
            unreadable or malformed --restore file), 64 for an unknown option or value (the message lists the \
            values there are).
            """
    )

    @Argument(help: "The app to run (see `apparch list`).")
    var app: AppName

    @OptionGroup var options: AppOptions

    @Option(help: "The script file; standard input when omitted.")
    var script: String?

    @Option(help: "The window's size class at launch.")
    var size: SizeClass = .compact

    /// The request to run `script` with these arguments.
    func request(script: String) -> DriveRequest {
        DriveRequest(
            app: app, options: options.launchOptions, dataDirectory: options.dataDir, script: script, size: size,
            restoration: options.fresh ? .fresh : .resume)
    }

    @MainActor
    func run() async throws {
        _ = AppArchCommand.bootstrapLogging
        // NB: refuses options the app does not take before waiting for a script on standard input; the runner
        // resolves them again, as it does for requests made in-process.
        do {
            _ = try AppLaunch(app: app, options: options.launchOptions)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
        let text: String
        if let script {
            guard let contents = try? String(contentsOfFile: script, encoding: .utf8) else {
                throw ValidationError("cannot read the script \(script); check the path")
            }
            text = contents
        } else {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        let interruption = InterruptFlag.installed()
        let status = await DriveRunner.run(
            request(script: text),
            isInterrupted: { interruption.isRaised },
            output: { print($0) },
            errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        )
        if status != 0 { throw ExitCode(status) }
    }
}
