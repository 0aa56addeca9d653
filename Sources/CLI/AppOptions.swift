import ArgumentParser
import Clocks
import KooberKit

/// The app options of `drive` and `serve`, declared once: `--pattern`, `--data-dir`, `--sample` and the
/// options only some apps take (``LaunchOption``). Both commands resolve them with ``AppLaunch``.
struct AppOptions: ParsableArguments {
    @Option(help: "The pattern to run (see `apparch list`); the app's first pattern by default.")
    var pattern: PatternName?

    @Option(help: "Where the app keeps its data; $XDG_DATA_HOME/apparch/<app>/<pattern> by default.")
    var dataDir: String?

    @Flag(help: "Recordings, Clocks: seed an empty library with sample data.")
    var sample = false

    @Flag(help: "Start at the app's first screen, without restoring what the last launch left on screen.")
    var fresh = false

    @Option(help: "Clocks: what the history slider travels through, whole (default) or document (undo/redo only).")
    var history: ClocksHistoryMode?

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

    @Option(help: "Recordings: the server's access token, when --server does not carry it.")
    var serverToken: String?

    @Option(help: "Koober: how the object graph is built (MVVM; Redux and Elements use the hierarchy only).")
    var di: KooberOptions.DependencyInjection?

    @Option(
        help:
            "Koober: where the signed-in session is kept: file (default, in the data folder), memory, or encrypted (the release store)."
    )
    var sessionStore: KooberOptions.SessionStore?

    @Option(
        help: """
            Koober: requests that fail on purpose, comma-separated: locate, ride-options, search, ride-request, \
            sign-out.
            """,
        transform: { try FailurePlan(parsing: $0) })
    var fail: FailurePlan?

    @Option(
        help: """
            Koober Elements: how sign-in reports its progress: redux (default, through the store), \
            bidirectional, hybrid or database.
            """)
    var signInVariant: KooberOptions.SignInVariant?

    @Option(
        help:
            "Koober Elements: how the sign-in form's observers are arranged: single (default), split, composed or responder."
    )
    var observers: KooberOptions.SignInObservers?

    /// The options as typed values, for ``AppLaunch``.
    var launchOptions: LaunchOptions {
        LaunchOptions(
            pattern: pattern, sample: sample, history: history, restoreFile: restore, timeTravel: timeTravel,
            server: server, serverToken: serverToken, di: di, sessionStore: sessionStore, failures: fail,
            signInVariant: signInVariant, observers: observers)
    }
}
