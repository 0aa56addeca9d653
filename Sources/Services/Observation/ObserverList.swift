/// The observers of one source, each registered until its ``CancellationToken`` is cancelled or
/// released: the list every store, model and event source of the product keeps its observers in.
///
/// Contract:
/// - ``notify(_:)`` calls the observers in the order they were added, each at most once per call.
/// - An observer cancelled during a notification (by itself or another observer) is not called again,
///   not even later in that notification; an observer added during a notification is first called by
///   the next one.
/// - The list does not keep the tokens alive and the tokens hold the list weakly, so neither keeps the
///   other alive, and a released token removes its observer. The list and each token share a flag of
///   whether the observation is in force (`CancellationToken.Activity`), which the list reads before
///   each call: a notification loads no weak reference.
/// - Notifications may nest (an observer may cause another notification); each delivers to the
///   observers active when it started, minus those cancelled since.
///
/// ``notify(_:)`` is inlinable, so the module that notifies specializes it for its values.
@MainActor
public final class ObserverList<Value> {
    @usableFromInline
    struct Entry {
        @usableFromInline let id: Int
        @usableFromInline let activity: CancellationToken.Activity
        @usableFromInline let callback: @MainActor (Value) -> Void
    }

    @usableFromInline var entries: [Entry] = []
    private var nextID = 0

    /// Creates an empty list.
    public init() {}

    /// Registers `callback` for every later ``notify(_:)`` until the returned token is cancelled or
    /// released.
    public func add(_ callback: @escaping @MainActor (Value) -> Void) -> CancellationToken {
        let id = nextID
        nextID += 1
        let activity = CancellationToken.Activity()
        let token = CancellationToken(activity: activity) { [weak self] in self?.remove(id) }
        entries.append(Entry(id: id, activity: activity, callback: callback))
        return token
    }

    /// Removes the entry `id`, found by binary search: entries are appended in the order of their ids.
    ///
    /// NB: a screen that goes cancels each of its observations, and a store's list can hold many, so a
    /// removal costs O(log *n*) and one shift, not a scan of the whole list through the standard library's
    /// generic `removeAll(where:)` (unspecialized here, as this list is generic).
    private func remove(_ id: Int) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = low + (high - low) / 2
            if entries[middle].id < id { low = middle + 1 } else { high = middle }
        }
        if low < entries.count, entries[low].id == id { entries.remove(at: low) }
    }

    /// Calls every active observer with `value`.
    @inlinable
    public func notify(_ value: Value) {
        // NB: iterates the entries as they were when the notification started.
        for entry in entries where entry.activity.isActive {
            entry.callback(value)
        }
    }

    /// How many observers are registered and active.
    public var count: Int { entries.count { $0.activity.isActive } }

    /// Whether no observer is registered.
    public var isEmpty: Bool { count == 0 }
}

extension ObserverList where Value == Void {
    /// Calls every active observer.
    public func notify() { notify(()) }
}
