import Foundation
import RecordingsCore
import Services
import ViewKit

/// A ``LibraryDocument`` of `itemCount` recordings on disk, opened afresh by one pattern per ``open()``:
/// what a person waits for between launching the app and a root folder ready for a tap.
///
/// An open reads the library (the store's load, the same under every pattern), launches the pattern's
/// app with one regular-width window, runs the loop until it is idle and renders the window once, as a
/// host does before it shows the first screen. The store is closed after its load, as
/// ``RecordingsFixture``'s is, so nothing is saved.
@MainActor
final class RecordingsOpenFixture {
    let pattern: RecordingsPattern
    let itemCount: Int
    let directory: URL

    /// Writes the library to a temporary folder.
    ///
    /// - Throws: what writing the library throws.
    init(pattern: RecordingsPattern, itemCount: Int) throws {
        self.pattern = pattern
        self.itemCount = itemCount
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pattern-cost-open-\(pattern.rawValue)-\(itemCount)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try LibraryDocument.data(itemCount: itemCount)
            .write(to: directory.appendingPathComponent(Store.documentName))
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Opens the library in the pattern and shows its root folder; returns the running application (the
    /// caller drops it outside the measurement).
    ///
    /// - Throws: what opening the library throws; ``BenchmarkFailure`` when the window shows no table of
    ///   the root folder's items.
    func open() throws -> Application {
        let clock = VirtualClock()
        let store = try Store(url: directory)
        store.close()
        let library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        let delegate = pattern.makeDelegate(library: library)
        store.onSaveError = nil
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        let window = application.openWindow(sizeClass: .regular)
        clock.drain()
        _ = window.renderTree()
        guard let split = window.rootViewController as? SplitViewController,
            let root = split.primaryNavigationController?.viewControllers.first,
            let table = Self.firstTable(in: root.view), table.numberOfRows(inSection: 0) == itemCount + 1
        else {
            throw BenchmarkFailure(
                "\(pattern.rawValue): the window shows no table of the root folder's \(itemCount + 1) items")
        }
        return application
    }

    private static func firstTable(in view: View) -> ViewKit.TableView? {
        if let table = view as? ViewKit.TableView { return table }
        for subview in view.subviews {
            if let table = firstTable(in: subview) { return table }
        }
        return nil
    }
}
