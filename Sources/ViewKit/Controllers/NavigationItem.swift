/// What a view controller shows in the navigation bar when it is on top; the counterpart of
/// `UINavigationItem`.
@MainActor
public final class NavigationItem {
    /// The bar's title; nil falls back to the view controller's title.
    public var title: String?
    /// Items on the leading side, after the back button.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// Items on the trailing side, in order from the trailing edge inwards (as UIKit lays them out).
    public var rightBarButtonItems: [BarButtonItem] = []
    /// Whether the back button is hidden.
    public var hidesBackButton = false
    /// The title the *next* screen's back button shows for this screen; nil uses the title.
    public var backButtonTitle: String?
    /// A search bar shown under the title.
    public var searchBar: SearchBar?

    /// Creates an empty navigation item.
    public init() {}

    /// The first left item; setting it replaces all left items.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first right item; setting it replaces all right items.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}
