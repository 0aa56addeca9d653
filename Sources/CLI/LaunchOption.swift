/// An option of `drive` and `serve` that only some apps, or some of an app's patterns, take. The
/// resolution (``AppLaunch/init(app:options:)``) refuses it everywhere else, with the same message in
/// both commands.
public enum LaunchOption: String, CaseIterable, Sendable {
    /// `--sample`: seed an empty library with sample data.
    case sample
    /// `--history`: what the Clocks history slider travels through.
    case history
    /// `--restore`: the state Clocks starts from.
    case restore
    /// `--time-travel`: the Recordings MVC+VS history slider.
    case timeTravel = "time-travel"
    /// `--server`: the server a networked Recordings pattern, or Koober, talks to.
    case server
    /// `--server-token`: the Recordings server's access token.
    case serverToken = "server-token"
    /// `--di`: how Koober builds its object graph.
    case di
    /// `--session-store`: where Koober keeps the session.
    case sessionStore = "session-store"
    /// `--fail`: the Koober requests that fail on purpose.
    case fail
    /// `--sign-in-variant`: how Koober Elements signs in.
    case signInVariant = "sign-in-variant"
    /// `--observers`: how Koober Elements arranges the sign-in form's observers.
    case observers

    /// The option as it is typed (`--time-travel`).
    public var flag: String { "--" + rawValue }

    /// Whether `serve`'s index of every app takes the option (it passes it to every app that does).
    public var appliesToIndex: Bool { self == .sample || self == .server || self == .serverToken }

    /// Where the option applies, as a person would type it: "recordings --pattern mvcvs", "recordings or
    /// clocks".
    public var scopeDescription: String {
        AppName.allCases.compactMap { app -> String? in
            let patterns = app.patterns.filter { app.takes(self, in: $0) }
            if patterns.isEmpty { return nil }
            if patterns.count == app.patterns.count { return app.rawValue }
            return app.rawValue + " --pattern " + patterns.map(\.rawValue).joined(separator: "|")
        }
        .joined(separator: " or ")
    }

    /// The refusal of the option for `app` run in `pattern`, which does not take it; `drive` and `serve`
    /// both report it: "--time-travel applies to recordings --pattern mvcvs only, not to koober --pattern
    /// mvvm; drop --time-travel".
    public func refusal(app: AppName, pattern: PatternName) -> CLIError {
        CLIError(
            "\(flag) applies to \(scopeDescription) only, not to \(app.rawValue) --pattern \(pattern.rawValue); "
                + "drop \(flag)")
    }

    /// The refusal of the option for `serve`'s index of every app, which does not take it.
    public var indexRefusal: CLIError {
        CLIError(
            "\(flag) applies to \(scopeDescription) only, not to the index of every app; name the app, or drop \(flag)"
        )
    }
}
