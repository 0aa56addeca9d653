/// The FIFO of main-actor work and the turn observers that both clocks share, with the drain logic.
///
/// Reentrancy: work enqueued while the queue runs joins the same run; a nested ``runAll()`` (work that
/// drains the clock) returns at once and leaves the outer run to finish the queue.
@MainActor
final class RunQueue {
    private var pending: [@MainActor () -> Void] = []
    /// The index of the oldest pending item; consumed items are dropped when the queue empties, so
    /// taking an item is O(1).
    private var head = 0
    private var isRunning = false
    private var observers: [(TurnObserverToken, @MainActor () -> Void)] = []
    private var nextObserver = 0

    func enqueue(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
    }

    /// Runs queued work in order until the queue is empty.
    ///
    /// - Returns: true when anything ran.
    func runAll() -> Bool {
        guard !isRunning else { return false }
        isRunning = true
        defer { isRunning = false }
        var didWork = false
        while head < pending.count {
            let work = pending[head]
            head += 1
            work()
            didWork = true
        }
        pending.removeAll(keepingCapacity: true)
        head = 0
        return didWork
    }

    /// Calls every turn observer, in the order they were added.
    func notifyObservers() {
        for (_, observer) in observers { observer() }
    }

    func addObserver(_ observer: @escaping @MainActor () -> Void) -> TurnObserverToken {
        nextObserver += 1
        let token = TurnObserverToken(rawValue: nextObserver)
        observers.append((token, observer))
        return token
    }

    func removeObserver(_ token: TurnObserverToken) {
        observers.removeAll { $0.0 == token }
    }
}
