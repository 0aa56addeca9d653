import Foundation
import RecordingsCore
import Services
import ViewKit

/// One running Recordings app in one pattern, on a ``LibraryDocument`` of `itemCount` recordings, in a
/// regular-width window so the root folder's table and the player are both on screen.
///
/// The library is loaded and then closed, so a change skips the save (the store's save is the same for
/// every pattern and has its own benchmark, `recordings/store/save/<items>`): the actions measure the
/// pattern's loop, from the person's event on a view to the views updated. The fixture finds the root
/// folder's table and the player's name field in the view hierarchy, so it does not depend on a
/// pattern's controller classes; it acts on them as ``ViewKit/Automation`` does, without rendering the
/// window to find them.
///
/// With `savingChanges`, the store stays open on its real directory, so each action includes the save
/// (one journal record appended and flushed): the `-saved` actions measure a change end to end.
@MainActor
final class RecordingsFixture {
    /// The root folder sizes every Recordings action is measured at.
    nonisolated static let itemCounts = [100, 10_000, 100_000]

    let pattern: RecordingsPattern
    let clock = VirtualClock()
    let store: Store
    let application: Application
    let window: Window
    let directory: URL
    let itemCount: Int
    /// Whether the store saves each change (otherwise it was closed after loading, and skips every save).
    let savesChanges: Bool
    private var itemsBefore: Int
    private var renameCounter = 0
    /// The two names ``renameSelectedRecording()`` alternates between, made once: formatting them is the
    /// benchmark's work, not the pattern's, so it stays out of the timings.
    private let renameNames: [String]
    private var expectedName = ""
    private var nameField: TextField?

    /// Writes the library and its played recording's audio to a temporary folder, opens it, closes the
    /// store (unless `savingChanges`), and launches `pattern` over it with one regular-width window.
    ///
    /// - Throws: what writing or opening the library throws; ``BenchmarkFailure`` when the window shows
    ///   no root folder table.
    init(pattern: RecordingsPattern, itemCount: Int, savingChanges: Bool = false) throws {
        self.pattern = pattern
        self.itemCount = itemCount
        savesChanges = savingChanges
        itemsBefore = itemCount + 1
        let renameBase = "Recording \(String(format: "%06d", itemCount / 2))"
        renameNames = [renameBase, renameBase + "b"]
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pattern-cost-\(pattern.rawValue)-\(itemCount)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try LibraryDocument.data(itemCount: itemCount)
            .write(to: directory.appendingPathComponent(Store.documentName))
        let audioName = "\(LibraryDocument.playedRecording.uuidString).\(Store.audioFileExtension)"
        try WAVFile.write(
            samples: try WAVFile.tone(frequency: 440, duration: 10), to: directory.appendingPathComponent(audioName))
        store = try Store(url: directory)
        if !savingChanges { store.close() }
        let library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        let delegate = pattern.makeDelegate(library: library)
        // NB: the closed store reports each change's skipped save; nobody is to be told about it.
        store.onSaveError = nil
        application = Application(delegate: delegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: .regular)
        clock.drain()
        _ = window.renderTree()
        guard let table = rootTable, table.numberOfRows(inSection: 0) == itemCount + 1 else {
            throw BenchmarkFailure(
                "\(pattern.rawValue): the window shows no table of the root folder's \(itemCount + 1) items")
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The root folder's table: the first table in the view of the primary navigation's first screen.
    var rootTable: ViewKit.TableView? {
        guard let split = window.rootViewController as? SplitViewController,
            let root = split.primaryNavigationController?.viewControllers.first
        else { return nil }
        return Self.firstTable(in: root.view)
    }

    private static func firstTable(in view: View) -> ViewKit.TableView? {
        if let table = view as? ViewKit.TableView { return table }
        for subview in view.subviews {
            if let table = firstTable(in: subview) { return table }
        }
        return nil
    }

    /// The row the delete and rename benchmarks act on: the middle of the folder as it was opened.
    var middleRow: Int { itemCount / 2 + 1 }

    /// Scrolls the root folder's table so ``middleRow`` is on screen, as a person would before acting on
    /// it (some patterns only know the rows they show).
    ///
    /// - Throws: ``BenchmarkFailure`` when there is no root table.
    func revealMiddleRow() throws {
        guard let table = rootTable else { throw BenchmarkFailure("\(pattern.rawValue): no root table") }
        table.scrollToRow(at: IndexPath(row: middleRow, section: 0), animated: false)
        clock.drain()
    }

    /// Deletes the row at ``middleRow`` (on screen after ``revealMiddleRow()``) as a person's swipe does,
    /// and runs the loop to completion. The folder loses one item per call; the next item moves up into
    /// the row, so every call deletes a row on screen.
    ///
    /// - Throws: ``BenchmarkFailure`` when the table refuses the delete.
    func deleteMiddleRow() throws {
        guard let table = rootTable, table.commitDelete(at: IndexPath(row: middleRow, section: 0)) else {
            throw BenchmarkFailure("\(pattern.rawValue): the root table refused to delete row \(middleRow)")
        }
        clock.drain()
    }

    /// Checks that the last delete reached the library (outside the measurement).
    ///
    /// - Throws: ``BenchmarkFailure`` when the library still has as many items as before.
    func checkDeleted() throws {
        let count = store.rootFolder.contents.count
        defer { itemsBefore = count }
        guard count == itemsBefore - 1 else {
            throw BenchmarkFailure("\(pattern.rawValue): the swipe left \(count) items of \(itemsBefore)")
        }
    }

    /// Selects the recording at ``middleRow``, so the player shows its name field (the setup of
    /// ``renameSelectedRecording()``).
    ///
    /// - Throws: ``BenchmarkFailure`` when the row cannot be selected.
    func selectMiddleRecording() throws {
        try revealMiddleRow()
        guard let table = rootTable, table.tapRow(at: IndexPath(row: middleRow, section: 0)) else {
            throw BenchmarkFailure("\(pattern.rawValue): row \(middleRow) cannot be selected")
        }
        clock.drain()
    }

    /// Finds the player's name field on screen (outside the measurement: a person's eyes, not the loop).
    ///
    /// - Throws: ``BenchmarkFailure`` when no visible screen has a field named "Name".
    func findNameField() throws {
        guard let root = window.rootViewController, let field = Self.nameField(in: root) else {
            throw BenchmarkFailure("\(pattern.rawValue): no screen shows a \"\(RecordingsStrings.name)\" field")
        }
        nameField = field
    }

    private static func nameField(in controller: ViewController) -> TextField? {
        if let view = controller.viewIfLoaded, let field = nameField(in: view) { return field }
        for child in controller.children where child.isVisible {
            if let field = nameField(in: child) { return field }
        }
        return nil
    }

    private static func nameField(in view: View) -> TextField? {
        if let field = view as? TextField, !field.isHidden,
            field.placeholder == RecordingsStrings.name || field.accessibilityLabel == RecordingsStrings.name
        {
            return field
        }
        for subview in view.subviews {
            if let field = nameField(in: subview) { return field }
        }
        return nil
    }

    /// Renames the selected recording in the player as a person does (types its name with or without a
    /// trailing "b", then presses return), and runs the loop: it stays in place, so one row changes.
    func renameSelectedRecording() {
        renameCounter += 1
        expectedName = renameNames[renameCounter % 2]
        nameField?.replaceText(byUser: expectedName)
        nameField?.pressReturn()
        clock.drain()
    }

    /// Checks that the last rename reached the library (outside the measurement).
    ///
    /// - Throws: ``BenchmarkFailure`` when the middle item does not have the typed name.
    func checkRenamed() throws {
        let contents = store.rootFolder.contents
        guard contents.indices.contains(middleRow), contents[middleRow].name == expectedName else {
            throw BenchmarkFailure("\(pattern.rawValue): the rename to \"\(expectedName)\" did not reach the library")
        }
    }

    /// Checks that the last change was saved (outside the measurement), when the store saves changes; a
    /// closed store's skipped saves are not failures.
    ///
    /// - Throws: the store's last save error.
    func checkSaved() throws {
        guard savesChanges else { return }
        if let error = store.lastSaveError { throw error }
    }

    /// Selects the first recording and plays it (the setup of ``tick()``).
    ///
    /// - Throws: ``BenchmarkFailure`` or the automation's error when the player cannot be started.
    func startPlaying() throws {
        guard let table = rootTable, table.tapRow(at: IndexPath(row: 1, section: 0)) else {
            throw BenchmarkFailure("\(pattern.rawValue): the first recording cannot be selected")
        }
        clock.drain()
        try Automation(window: window).tap(RecordingsStrings.play)
        clock.drain()
    }

    /// One progress tick of the playing recording (0.05 s of audio) through the whole loop.
    func tick() {
        clock.advance(by: 0.05)
    }

    /// Selects "Folder" and goes back, as a person does, running the loop after each.
    ///
    /// - Throws: ``BenchmarkFailure`` when the folder cannot be opened or left.
    func openFolderAndGoBack() throws {
        guard let table = rootTable, table.tapRow(at: IndexPath(row: 0, section: 0)) else {
            throw BenchmarkFailure("\(pattern.rawValue): \"Folder\" cannot be selected")
        }
        clock.drain()
        let split = window.rootViewController as? SplitViewController
        guard split?.primaryNavigationController?.goBack() == true else {
            throw BenchmarkFailure("\(pattern.rawValue): opening \"Folder\" pushed no screen to go back from")
        }
        clock.drain()
    }
}
