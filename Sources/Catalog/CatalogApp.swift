public import ViewKit

/// The ViewKit control catalog: one screen per control and container, served by `apparch serve` at
/// `/catalog` so the browser host's rendering of each can be seen and tested.
public enum CatalogApp {
    /// The catalog as a pattern hosts can launch.
    public static let pattern = AppPattern(
        name: "catalog",
        summary: "One screen per ViewKit control and container",
        makeDelegate: { _ in CatalogAppDelegate() }
    )
}
