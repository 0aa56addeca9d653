public import Services

/// A node of a view-state tree (the sample's `StateContainer`): `Codable` for restoration, and
/// observable as a whole, so every change of a persisted value can be logged and recorded.
///
/// Adapters (``Var``, ``StackAdapter``, ``ToggleAdapter``) are leaves; an app's state types list their
/// adapters and sub-states in ``childValues``. ``TempVar`` values are not persisted, and changing them is
/// not a change of the tree.
@MainActor
public protocol StateContainer: AnyObject, Codable {
    /// The adapters and sub-states this container holds.
    var childValues: [any StateContainer] { get }
    /// Calls `handler` after every change of a persisted value below this container (including values
    /// added later, such as a pushed screen's state), until the subscription goes.
    func observeChanges(_ handler: @escaping @MainActor () -> Void) -> SignalSubscription
}

extension StateContainer {
    public var childValues: [any StateContainer] { [] }

    /// Observes the children; a child whose own children change (a stack that pushed a state) is observed
    /// again, so new descendants are covered.
    public func observeChanges(_ handler: @escaping @MainActor () -> Void) -> SignalSubscription {
        let children = childValues.map { $0.observeChanges(handler) }
        return SignalSubscription { for child in children { child.cancel() } }
    }
}
