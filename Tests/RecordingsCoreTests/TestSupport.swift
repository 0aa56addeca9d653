import Foundation
import RecordingsCore
import Services
import Testing

/// Records every change a store posts, for as long as it lives.
@MainActor final class ChangeLog {
    private(set) var changes: [StoreChange] = []
    private var observation: StoreObservation?

    init(_ store: Store) {
        observation = store.addObserver { [weak self] in self?.changes.append($0) }
    }

    func reset() { changes.removeAll() }
}

extension Folder {
    /// The names of the contents, in order.
    var names: [String] { contents.map(\.name) }
}
