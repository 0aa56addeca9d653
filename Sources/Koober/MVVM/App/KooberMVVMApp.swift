public import KooberKit
import KooberUI
public import Services
public import ViewKit

/// Koober in MVVM for hosts and `apparch list`.
public enum KooberMVVMApp {
    /// The pattern's command-line name.
    public static let patternName = "mvvm"

    /// The pattern with `options` (`--di`, `--session-store`, `--fail`, `--server`) and, for tests, the
    /// transport requests to Koober Cloud go through.
    public static func pattern(
        options: KooberOptions = KooberOptions(), transport: (any HTTPTransport)? = nil
    ) -> AppPattern {
        AppPattern(
            name: patternName,
            summary: "MVVM with view models on OpenCombine and scoped dependency containers (Advanced iOS App "
                + "Architecture, chapters 4-5)",
            makeDelegate: { environment in
                KooberMVVMAppDelegate(
                    runtime: KooberRuntime(environment: environment, options: options, transport: transport))
            })
    }
}
