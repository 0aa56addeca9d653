public import Redux

/// The getters of the root's two parts (the sample's `EntryPointGetters`): where the other getters
/// start.
public struct EntryPointGetters: Sendable {
    /// Creates the getters.
    public init() {}

    /// The launch screen's state while launching.
    public func getLaunchViewControllerState(appState: AppState) -> ScopedState<LaunchViewControllerState> {
        guard case .launching(let state) = appState else { return .outOfScope }
        return .inScope(state)
    }

    /// The running app's state once launched.
    public func getAppRunningState(appState: AppState) -> ScopedState<AppRunningState> {
        guard case .running(let state) = appState else { return .outOfScope }
        return .inScope(state)
    }
}
