/// A selection of a part of a store's state, built in `Store.publisher(_:)` transforms as
/// `store.publisher { $0.select(getter) }` (ReSwift's `Subscription.select`).
///
/// Contract: `select` functions must be pure and cheap: they run for every subscriber on every
/// change of the state.
public struct StateSelection<State, Selected> {
    /// Reads the selected part from a whole state.
    public let selector: (State) -> Selected

    /// Creates a selection reading `selector`.
    public init(_ selector: @escaping (State) -> Selected) {
        self.selector = selector
    }

    /// The part `getter` reads from this selection.
    public func select<Part>(_ getter: @escaping (Selected) -> Part) -> StateSelection<State, Part> {
        let selector = self.selector
        return StateSelection<State, Part> { getter(selector($0)) }
    }
}

extension StateSelection where State == Selected {
    /// The whole state: what `Store.publisher(_:)` transforms start from.
    public static var whole: StateSelection<State, State> { StateSelection { $0 } }
}
