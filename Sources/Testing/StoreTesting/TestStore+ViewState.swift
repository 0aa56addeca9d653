public import ViewStateStore

extension TestStore where Effect == CommittedAction {
    /// A tester for a view-state store's intents (MVC+ViewState, Clocks): each action names an intent,
    /// `perform` runs it on a `NotifyingStore` that holds the tester's state, and the effects are the
    /// actions the store committed, which the test must state with ``assertEffects(_:sourceLocation:)``.
    ///
    /// ```swift
    /// let store = TestStore(SplitViewState()) { viewState, intent in
    ///     switch intent {
    ///     case .push(let uuid): viewState.pushFolder(uuid)
    ///     }
    /// }
    /// store.send(.push(uuid1)) { $0.folderViews.append(FolderViewState(uuid: uuid1)) }
    /// store.assertEffects([CommittedAction(action: "pushFolderView")])
    /// ```
    public convenience init(
        _ initialState: State, performing perform: @escaping @MainActor (NotifyingStore<State>, Action) -> Void
    ) where State: Codable {
        self.init(initialState) { state, action in
            MainActor.assumeIsolated {
                let store = NotifyingStore(name: "TestStore", content: state)
                var committed: [CommittedAction] = []
                store.onCommit = { committed.append($0) }
                perform(store, action)
                state = store.content
                return committed
            }
        }
    }
}
