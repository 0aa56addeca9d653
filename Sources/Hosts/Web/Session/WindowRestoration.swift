/// Whether a mount's windows outlive the server process, as iOS restores an app's windows after the system
/// ended it.
///
/// With saving on, stopping the server (SIGINT, SIGTERM) writes every open window's restorable state, the
/// windows of tabs in their grace period included, to `web-windows.json` in the mount's data folder
/// (``SavedWindowsFile``); with restoring on, the next server gives a tab that returns with its session
/// token the window it had.
public enum WindowRestoration: Sendable, Equatable {
    /// Nothing is saved or restored: tests, benchmarks and the live view's throwaway panes.
    case off
    /// Windows are saved when the server stops, but the tabs of this run start at the app's first screen
    /// (`apparch serve --fresh`).
    case saveOnly
    /// Windows are saved when the server stops, and a tab that comes back with its token after a restart
    /// gets its window back (`apparch serve`).
    case saveAndRestore
}
