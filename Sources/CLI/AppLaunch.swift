import KooberKit

/// What `drive` and `serve` launch: an app, its pattern, and the options given, checked against both.
///
/// Both commands call ``init(app:options:)``, the one resolution of the command line, and then
/// ``makePattern()``; `serve` without an app calls ``checkIndex(options:)`` instead.
///
/// ```swift
/// let launch = try AppLaunch(app: .koober, options: LaunchOptions(pattern: .elements, signInVariant: .bidirectional))
/// let pattern = try launch.makePattern()
/// ```
public struct AppLaunch: Sendable, Equatable {
    /// The app.
    public let app: AppName
    /// The pattern: the one asked for, or the app's default.
    public let pattern: PatternName
    /// The options given; each applies to the app and pattern.
    public let options: LaunchOptions

    /// Resolves `options` for `app`: picks the pattern and refuses what the app or pattern does not take.
    ///
    /// Reads no file and contacts no server, so `serve` calls it while it validates its arguments.
    ///
    /// - Throws: ``CLIError``, whose message says what to do, for a pattern `app` is not built in, an option
    ///   that does not apply (``LaunchOption/refusal(app:pattern:)``), a `--di` other than the hierarchy for
    ///   a Koober pattern the book builds with the hierarchy only, or a networked pattern without `--server`.
    public init(app: AppName, options: LaunchOptions) throws(CLIError) {
        let pattern = options.pattern ?? app.defaultPattern
        guard app.patterns.contains(pattern) else {
            throw CLIError(
                "\(app.rawValue) has no pattern \"\(pattern.rawValue)\"; choose one of: "
                    + app.patterns.map(\.rawValue).joined(separator: ", "))
        }
        for option in options.given where !app.takes(option, in: pattern) {
            throw option.refusal(app: app, pattern: pattern)
        }
        // NB: the book builds Koober Redux and Elements with the container hierarchy only; the four approaches
        // are the MVVM chapter's comparison.
        if app == .koober, pattern != .mvvm, let di = options.di, di != .hierarchy {
            throw CLIError(
                "--di \(di.rawValue) applies to koober's mvvm pattern; \(pattern.rawValue) builds with the container "
                    + "hierarchy")
        }
        if pattern.needsServer, options.server == nil { throw Self.serverNeeded(app: app, pattern: pattern) }
        self.app = app
        self.pattern = pattern
        self.options = options
    }

    /// The error for a networked pattern run without `--server`.
    static func serverNeeded(app: AppName, pattern: PatternName) -> CLIError {
        CLIError(
            "\(app.rawValue) --pattern \(pattern.rawValue) needs a server: --server URL (start one with `apparch api "
                + "\(app.rawValue)`, which prints the URL)")
    }

    /// Checks the options given to `serve`'s index of every app: only `--sample`, `--server` and
    /// `--server-token` (with `--server`) apply there.
    ///
    /// - Throws: ``CLIError`` for `--pattern`, for `--server-token` without `--server`, or for an option that
    ///   needs an app (``LaunchOption/indexRefusal``).
    public static func checkIndex(options: LaunchOptions) throws(CLIError) {
        if options.pattern != nil { throw CLIError("--pattern needs an app; name one or drop --pattern") }
        for option in options.given where !option.appliesToIndex { throw option.indexRefusal }
        if options.serverToken != nil, options.server == nil { throw CLIError("--server-token needs --server") }
    }
}
