import KooberKit

/// The errors a screen still has to present, in the order they came: the screen presents the first,
/// and says when the person dismissed it (the sample keeps a `Set`, which has no order, so two errors
/// could come up in any order).
extension Array where Element == ErrorMessage {
    /// Appends `errorMessage` unless it is queued already (the same identity and words).
    mutating func enqueue(_ errorMessage: ErrorMessage) {
        guard !contains(errorMessage) else { return }
        append(errorMessage)
    }

    /// Removes `errorMessage`; returns false when it was not queued (a stale acknowledgement).
    @discardableResult
    mutating func dequeue(_ errorMessage: ErrorMessage) -> Bool {
        guard let index = firstIndex(of: errorMessage) else { return false }
        remove(at: index)
        return true
    }
}
