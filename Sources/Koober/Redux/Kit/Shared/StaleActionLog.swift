import Logging
import Redux

/// Logs the actions that changed nothing (the sample's `fatalError`s): a tap queued behind a screen
/// change, a late answer for a screen that is gone, a step that does not apply where the flow is. The
/// reducers return such a state unchanged; this middleware, installed by ``KooberStateStore``, says so.
enum StaleActionLog {
    /// A middleware that passes every action on and then, if the state is the same as before, logs
    /// `Ignored <action>` at `notice`.
    static func middleware(logger: Logger) -> Middleware<AppState, KooberAction> {
        { _, getState in
            { next in
                { action in
                    let before = getState()
                    next(action)
                    guard getState() == before else { return }
                    logger.notice("Ignored \(action): it changes nothing in the current state.")
                }
            }
        }
    }
}
