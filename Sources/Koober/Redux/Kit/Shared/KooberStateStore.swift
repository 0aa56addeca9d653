public import Inspection
public import Logging
public import OpenCombine
public import Redux

/// The owner of Koober's Redux store: the only object of the app that knows the store, so the screens
/// (and the App target) never import the Redux library. Containers hand its ``actionDispatcher`` to
/// user-interactions objects and its publishers to screens.
///
/// The store runs ``Reducers/appReducer(action:state:)`` behind two middlewares: the action printer
/// (every action, at `info`) and the stale-action log (every action that changed nothing, at `notice`).
@MainActor
public final class KooberStateStore {
    let store: Store<AppState, KooberAction>

    /// Creates the store in `state` (by default launching), logging to `logger`.
    public init(
        state: AppState = .launching(LaunchViewControllerState()),
        logger: Logger = Logger(label: "apparch.koober.redux")
    ) {
        store = Store(
            reducer: Reducers.appReducer, state: state,
            middleware: [ActionPrinter.middleware(logger: logger), StaleActionLog.middleware(logger: logger)],
            logger: logger)
    }

    /// The current state.
    public var state: AppState { store.state }

    /// What of the current state is kept across launches; nil while launching.
    public var restorableState: RestorableAppState? { RestorableAppState(appState: store.state) }

    /// Starts the store in `restoredState`, what an earlier launch kept (the book's "initializing the
    /// store with persisted state"): dispatches ``LaunchingActions/restoredState(_:)``, so the session
    /// still comes from the session store and the action log shows the restoration.
    public func restore(_ restoredState: RestorableAppState) {
        store.dispatch(.launching(.restoredState(restoredState)))
    }

    /// What user-interactions objects are given: the store, seen only as a dispatcher.
    public var actionDispatcher: any ActionDispatcher<KooberAction> { store }

    /// The part `getter` reads while it is in scope: the current value on subscription, then one value
    /// per change; the stream finishes when the part goes out of scope and sends nothing after.
    public func publisher<Selected: Equatable>(
        _ getter: @escaping (AppState) -> ScopedState<Selected>
    ) -> AnyPublisher<Selected, Never> {
        store.publisher { $0.select(getter) }
    }

    /// The part `getter` reads: the current value on subscription, then one value per change.
    public func publisher<Selected: Equatable>(
        _ getter: @escaping (AppState) -> Selected
    ) -> AnyPublisher<Selected, Never> {
        store.publisher { $0.select(getter) }
    }

    /// The web host's inspector over the store (`/inspect/<mount>`): the (action, state) log, time
    /// travel, and the state as JSON to export or load.
    public func makeStateInspector() -> any StateInspector {
        ReduxInspector(store: store)
    }
}
