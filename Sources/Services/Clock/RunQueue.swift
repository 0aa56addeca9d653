/// The FIFO of main-actor work and the turn observers that both clocks share.
@MainActor
struct RunQueue {
    private var pending: [@MainActor () -> Void] = []
    private var observers: [(TurnObserverToken, @MainActor () -> Void)] = []
    private var nextObserver = 0

    var isEmpty: Bool { pending.isEmpty }

    mutating func enqueue(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
    }

    /// Removes and returns the oldest queued work item.
    mutating func next() -> (@MainActor () -> Void)? {
        pending.isEmpty ? nil : pending.removeFirst()
    }

    mutating func addObserver(_ observer: @escaping @MainActor () -> Void) -> TurnObserverToken {
        nextObserver += 1
        let token = TurnObserverToken(rawValue: nextObserver)
        observers.append((token, observer))
        return token
    }

    mutating func removeObserver(_ token: TurnObserverToken) {
        observers.removeAll { $0.0 == token }
    }

    var observerCallbacks: [@MainActor () -> Void] { observers.map(\.1) }
}
