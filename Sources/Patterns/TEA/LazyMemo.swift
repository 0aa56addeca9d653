public import ViewKit

/// The input of each lazy view's last render, by the real view it made (see ``LazyView``).
///
/// NB: not nested in the generic renderer: a type nested there is generic over the message too, and its
/// dictionary's operations would look its metadata up on every render.
@MainActor @usableFromInline
final class LazyMemo {
    /// One lazy view's last input, and the real view it made.
    private struct Entry {
        weak var view: ViewKit.View?
        let input: Any
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The number of entries after the last pruning; entries of released views are dropped when the
    /// table doubles.
    private var prunedCount = 0

    @usableFromInline
    init() {}

    /// The input of the lazy view that last rendered `view`, if one did.
    @usableFromInline
    func input(of view: ViewKit.View) -> Any? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.input
    }

    /// Remembers that a lazy view with `input` rendered `view`.
    @usableFromInline
    func remember(_ input: Any, for view: ViewKit.View) {
        entries[ObjectIdentifier(view)] = Entry(view: view, input: input)
        if entries.count > max(64, 2 * prunedCount) {
            entries = entries.filter { $0.value.view != nil }
            prunedCount = entries.count
        }
    }

    /// Forgets the input of `view`, which something other than a lazy view renders now.
    @usableFromInline
    func forget(_ view: ViewKit.View) {
        if !entries.isEmpty { entries[ObjectIdentifier(view)] = nil }
    }

    /// Forgets every input.
    @usableFromInline
    func forgetAll() {
        entries = [:]
        prunedCount = 0
    }
}
