public import ViewStateStore

/// What every MVC+VS view controller is handed before it loads (the book's `StoreContext`): the two
/// stores, and where the controller sits in the hierarchy. It carries location only, never data: a
/// folder screen finds its folder through its ``folderIndex`` in the view state.
///
/// It replaces the singletons of the book's first MVC+VS version, which made the controllers impossible
/// to test apart from their environment.
@MainActor
public struct StoreContext {
    /// The library's document.
    public let documentStore: DocumentStore
    /// The window's view state.
    public let viewStateStore: NotifyingStore<SplitViewState>
    /// The index of the folder screen in the navigation stack, for folder screens and their children.
    public let folderIndex: Int?

    /// A context with both stores and no location (the book's `StoreContext(documentStore:viewStateStore:)`).
    public init(documentStore: DocumentStore, viewStateStore: NotifyingStore<SplitViewState>, folderIndex: Int? = nil) {
        self.documentStore = documentStore
        self.viewStateStore = viewStateStore
        self.folderIndex = folderIndex
    }

    /// The same stores for the folder screen at `index` (the book's `folderContext(index:)`).
    public func folderContext(index: Int) -> StoreContext {
        StoreContext(documentStore: documentStore, viewStateStore: viewStateStore, folderIndex: index)
    }
}
