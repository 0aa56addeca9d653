public import Logging

/// The action printer middleware (the book's `printActionMiddleware`): logs every dispatched action,
/// in dispatch order, then passes it on unchanged.
///
/// ```swift
/// let store = Store(reducer: appReducer, state: .launching, middleware: [ActionPrinter.middleware(logger: logger)])
/// ```
public enum ActionPrinter {
    /// A middleware that logs each action at `level` as `Action: <description>` before passing it on
    /// unchanged; `describe` writes the description
    /// (`String(describing:)` by default; pass one that hides secrets an action may carry).
    public static func middleware<State, Action>(
        logger: Logger, level: Logger.Level = .info,
        describe: @escaping @MainActor (Action) -> String = { String(describing: $0) }
    ) -> Middleware<State, Action> {
        { _, _ in
            { next in
                { action in
                    logger.log(level: level, "Action: \(describe(action))")
                    next(action)
                }
            }
        }
    }
}
