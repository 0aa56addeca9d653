import ArgumentParser

/// Koober's options, shared by `drive` and `serve`: how the object graph is built, where the session is
/// kept, and which requests fail on purpose.
struct KooberArguments: ParsableArguments {
    @Option(
        help: "Koober: how the object graph is built: hierarchy (default), single-container, factories, on-demand.")
    var di: String?

    @Option(help: "Koober: where the signed-in session is kept: file (default, in the data folder) or memory.")
    var sessionStore: String?

    @Option(
        help: """
            Koober: requests that fail on purpose, comma-separated: locate, ride-options, search, ride-request, \
            sign-out.
            """)
    var fail: String?

    /// Koober Elements: how sign-in reports its progress (`--sign-in-variant`).
    @Option(
        help: "Koober Elements: how sign-in reports its progress: redux (default, through the store) or bidirectional.")
    var signInVariant: String?

    /// Whether none of them was given.
    var isEmpty: Bool { di == nil && sessionStore == nil && fail == nil && signInVariant == nil }
}
