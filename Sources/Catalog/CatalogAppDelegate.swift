public import ViewKit

/// Builds each window of the catalog: a split view whose primary pane lists the entries and whose
/// secondary pane shows the chosen one (side by side in a wide window, one stack in a narrow one).
@MainActor
public final class CatalogAppDelegate: ApplicationDelegate {
    /// The number of rows of the long list entry.
    public let longListCount: Int

    /// Creates the delegate; `longListCount` sets the size of the long list (100,000 by default).
    public init(longListCount: Int = 100_000) {
        self.longListCount = longListCount
    }

    public func application(_ application: Application, configure window: Window) {
        let list = CatalogListViewController(longListCount: longListCount)
        let primary = NavigationController(rootViewController: list)
        let placeholder = ControlScreenViewController(entry: .label)
        let secondary = NavigationController(rootViewController: placeholder)
        window.rootViewController = SplitViewController(primary: primary, secondary: secondary)
    }
}
