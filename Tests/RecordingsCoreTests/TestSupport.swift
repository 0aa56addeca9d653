import Foundation
import RecordingsCore
import Testing

/// A fresh directory under the temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("recordings-\(UUID().uuidString)")
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The names of the files in the directory, sorted.
    func fileNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

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
