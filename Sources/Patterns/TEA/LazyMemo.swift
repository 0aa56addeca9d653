import ViewKit

/// The input of each lazy view's last render, by the real view it made (see ``LazyView``).
///
/// NB: not nested in the generic renderer: a type nested there is generic over the message too, and its
/// dictionary's operations would look its metadata up on every render.
@MainActor
final class LazyMemo {
    /// One lazy view's last input, and the real view it made.
    struct Entry {
        weak var view: ViewKit.View?
        let input: Any
    }

    var entries: [ObjectIdentifier: Entry] = [:]
    /// The number of entries after the last pruning; entries of released views are dropped when the
    /// table doubles.
    var prunedCount = 0
}
