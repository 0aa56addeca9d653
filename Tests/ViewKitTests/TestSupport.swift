import Foundation
import Services
import Testing

@testable import ViewKit

/// An app delegate that gives each window the root a test builds, records its lifecycle calls, and
/// opts into state restoration when asked to.
@MainActor
final class TestAppDelegate: ApplicationDelegate {
    var makeRoot: () -> ViewController?
    var events: [String] = []
    var savesState = false
    var restoresState = false
    /// Creates controllers for restoration paths the hierarchy lacks.
    var restoreController: (([String], RestorationCoder) -> ViewController?)?
    var requestedRestorationPaths: [[String]] = []

    init(makeRoot: @escaping () -> ViewController? = { nil }) {
        self.makeRoot = makeRoot
    }

    func applicationDidFinishLaunching(_ application: Application) { events.append("launch") }

    func application(_ application: Application, configure window: Window) {
        events.append("configure")
        window.rootViewController = makeRoot()
    }

    func applicationDidEnterBackground(_ application: Application) { events.append("background") }
    func applicationWillEnterForeground(_ application: Application) { events.append("foreground") }
    func applicationWillTerminate(_ application: Application) { events.append("terminate") }

    func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        savesState
    }

    func application(_ application: Application, shouldRestoreApplicationState coder: RestorationCoder) -> Bool {
        restoresState
    }

    func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController? {
        requestedRestorationPaths.append(path)
        return restoreController?(path, coder)
    }
}

/// A launched application on a virtual clock with one open window showing `root`.
@MainActor
struct Harness {
    let clock: VirtualClock
    let delegate: TestAppDelegate
    let application: Application
    let window: Window

    init(root: ViewController, sizeClass: SizeClass = .compact, height: Double = 844) {
        clock = VirtualClock()
        delegate = TestAppDelegate(makeRoot: { root })
        application = Application(delegate: delegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: sizeClass, height: height)
    }

    var log: [String] { window.operationLog.entries.map(\.description) }
    var automation: Automation { Automation(window: window) }
    var snapshot: String { Snapshot.render(window.renderTree()) }
}

/// Collects events from several objects in the order they happen.
@MainActor
final class EventRecorder {
    var events: [String] = []

    func record(_ event: String) { events.append(event) }

    /// Returns the events so far and forgets them.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// A view controller that records its appearance callbacks as "<title> willAppear" and so on.
@MainActor
class TrackedController: ViewController {
    let recorder: EventRecorder

    init(_ title: String, recorder: EventRecorder = EventRecorder()) {
        self.recorder = recorder
        super.init()
        self.title = title
    }

    private var name: String { title ?? "?" }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.record("\(name) willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.record("\(name) didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.record("\(name) willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder.record("\(name) didDisappear")
    }
}

/// A cell that counts how often it was prepared for reuse.
final class CountingCell: TableViewCell {
    var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source of generated rows ("Row 0", "Row 1", …) or explicit rows, that records every cell
/// request and every committed edit.
@MainActor
final class RowsDataSource: TableViewDataSource {
    var sections: [[String]]
    var headers: [String?]
    var requested: [IndexPath] = []
    var committed: [IndexPath] = []
    var editable = true
    private let generatedCount: Int?

    /// A single section of `count` generated rows; nothing is stored per row.
    init(count: Int) {
        generatedCount = count
        sections = []
        headers = [nil]
    }

    init(sections: [[String]], headers: [String?] = []) {
        generatedCount = nil
        self.sections = sections
        self.headers = headers
    }

    convenience init(rows: [String]) {
        self.init(sections: [rows])
    }

    func text(at indexPath: IndexPath) -> String {
        if generatedCount != nil { return "Row \(indexPath.row)" }
        return sections[indexPath.section][indexPath.row]
    }

    func numberOfSections(in tableView: TableView) -> Int { generatedCount == nil ? sections.count : 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        generatedCount ?? sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        requested.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel.text = text(at: indexPath)
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }

    func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        committed.append(indexPath)
    }

    /// Returns the requested rows so far and forgets them.
    func takeRequested() -> [IndexPath] {
        defer { requested = [] }
        return requested
    }
}

/// A table view controller over a list of strings, with a disclosure accessory, swipe-to-delete that
/// removes the row, and a record of selections.
@MainActor
final class ListController: TableViewController {
    var items: [String]
    var selected: [String] = []
    var accessory: TableViewCell.AccessoryType = .disclosureIndicator

    init(title: String, items: [String]) {
        self.items = items
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel.text = items[indexPath.row]
        cell.accessoryType = accessory
        return cell
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(items[indexPath.row])
    }
}

/// A view controller whose view is `content`.
@MainActor
final class ContentController: ViewController {
    let content: View

    init(title: String? = nil, _ views: [View]) {
        let stack = StackView(arrangedSubviews: views)
        content = stack
        super.init()
        self.title = title
    }

    override func loadView() {
        view = content
    }
}

/// A table of `rows` generated rows, laid out once, with a viewport of `visibleRows` rows.
@MainActor
func makeTable(
    _ dataSource: RowsDataSource, visibleRows: Int = 10, cell: TableViewCell.Type = TableViewCell.self
) -> TableView {
    let table = TableView()
    table.register(cell, forCellReuseIdentifier: "Cell")
    table.viewportHeight = Double(visibleRows) * table.rowHeight
    table.dataSource = dataSource
    return table
}
