public import ViewKit

/// The Clocks app's entry for hosts and `apparch list`.
public enum ClocksApp {
    /// The name of the one pattern.
    public static let patternName = "viewstate"

    /// The app with its default options (whole-interface history, standard-error log).
    public static let descriptor = AppDescriptor(
        name: "clocks",
        summary: "World clocks (Gallagher, \"View-state driven applications\")",
        patterns: [pattern()]
    )

    /// The pattern with `options`: what `apparch drive clocks --history … --restore …` launches.
    public static func pattern(options: ClocksOptions = ClocksOptions()) -> AppPattern {
        let restoration = OneShot(options.restoration)
        return AppPattern(
            name: patternName,
            summary: "View-state driven MVC: logging, restoration from JSON, time travel through the interface",
            makeDelegate: { environment in
                var launchOptions = options
                // NB: `--restore` applies to the first launch only; a `restart` restores the interface the
                // run reached, through state restoration, and keeps the document it saved.
                launchOptions.restoration = restoration.take()
                return try ClocksAppDelegate(environment: environment, options: launchOptions)
            }
        )
    }
}
