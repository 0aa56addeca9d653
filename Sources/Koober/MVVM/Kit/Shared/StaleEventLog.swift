import Logging

/// Logs an event that came when it no longer applies (a tap queued behind a screen change, a delayed
/// answer): the sample stops the app with `fatalError`; here it is logged and ignored, so a person's late
/// tap never ends their session.
enum StaleEventLog {
    private static let logger = Logger(label: "apparch.koober.mvvm")

    /// Logs that `event` was ignored in `state`.
    static func ignored(_ event: String, in state: String) {
        logger.warning("Ignored \(event): it does not apply in \(state).")
    }
}
