public import KooberKit
import KooberUI
public import Services
public import ViewKit

/// Koober in Redux for hosts and `apparch list`.
public enum KooberReduxApp {
    /// The pattern's command-line name.
    public static let patternName = "redux"

    /// The pattern with `options` (`--session-store`, `--fail`, `--server`; Redux builds its objects with
    /// the sample's container hierarchy only) and, for tests, the transport requests to Koober Cloud go
    /// through.
    public static func pattern(
        options: KooberOptions = KooberOptions(), transport: (any HTTPTransport)? = nil
    ) -> AppPattern {
        AppPattern(
            name: patternName,
            summary: "Redux: one store of value-type state, actions, pure reducers, user-interactions objects "
                + "for side effects, screens that see only publishers (Advanced iOS App Architecture, chapter 6)",
            makeDelegate: { environment in
                KooberReduxAppDelegate(
                    runtime: KooberRuntime(environment: environment, options: options, transport: transport))
            })
    }
}
