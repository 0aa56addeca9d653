public import Foundation
public import Services

extension Store {
    /// Observes the item at `uuidPath` with KVO's "initial" semantics: the book's improved observer.
    ///
    /// `callback` receives the item at once, then again after every change whose ``StoreChange/item`` is
    /// this item and whose reason is not removal (it was renamed), and `nil` when it is removed. When no
    /// item of type `T` is at the path, `callback` receives `nil` once and no observation is made.
    ///
    /// ```swift
    /// observation = store.addObserver(at: folder.uuidPath) { [weak self] (folder: Folder?) in
    ///     if let folder { self?.folder = folder } else { self?.removeFromNavigationStack() }
    /// }
    /// ```
    /// NB: the book's listing compares the item with itself (`item === item`, a shadowing slip); the
    /// intent, followed here, is to compare the changed item with the observed one.
    /// - Returns: the token that keeps the observation alive, or nil when nothing was found.
    public func addObserver<T: Item>(
        at uuidPath: [UUID],
        callback: @escaping @MainActor (T?) -> Void
    ) -> StoreObservation? {
        guard let item = item(atUUIDPath: uuidPath) as? T else {
            callback(nil)
            return nil
        }
        let observation = addObserver { [weak item] change in
            guard let item, change.item === item else { return }
            callback(change.reason == .removed ? nil : item)
        }
        callback(item)
        return observation
    }
}
