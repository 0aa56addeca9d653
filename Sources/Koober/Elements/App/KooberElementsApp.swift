public import KooberKit
import KooberUI
public import Services
public import ViewKit

/// Koober in Elements for hosts and `apparch list`.
public enum KooberElementsApp {
    /// The pattern's command-line name.
    public static let patternName = "elements"

    /// The pattern with `options` (`--session-store`, `--fail`, `--server`, `--sign-in-variant`, the
    /// sign-in use case the form starts, and `--observers`, how its observers are arranged; Elements builds its objects with the sample's container hierarchy
    /// only) and, for tests, the transport requests to Koober Cloud go through.
    public static func pattern(
        options: KooberOptions = KooberOptions(), transport: (any HTTPTransport)? = nil
    ) -> AppPattern {
        AppPattern(
            name: patternName,
            summary: "Elements: user interfaces that render whole states, interaction responders, observers and "
                + "use cases made per interaction, on the Redux store (Advanced iOS App Architecture, chapters 7-8)",
            makeDelegate: { environment in
                KooberElementsAppDelegate(
                    runtime: KooberRuntime(environment: environment, options: options, transport: transport))
            })
    }
}
