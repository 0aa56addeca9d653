import Synchronization

/// A value handed out once: the first ``take()`` returns it, later ones nil. Sendable, so a pattern's
/// factory can capture it.
final class OneShot<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    init(_ value: Value?) {
        self.value = Mutex(value)
    }

    /// The value the first time, nil after.
    func take() -> Value? {
        value.withLock { stored in
            defer { stored = nil }
            return stored
        }
    }
}
