import Foundation
import Services
import ViewKit
import WebHost

/// A small app whose windows all show one shared list: for tests of sessions, sync and validation.
@MainActor
final class SharedList {
    private(set) var items: [String]
    private var observers: [() -> Void] = []

    init(count: Int) { items = (0..<count).map { "Item \($0 + 1)" } }

    func observe(_ observer: @escaping () -> Void) { observers.append(observer) }

    func insert(_ text: String, at index: Int) {
        items.insert(text, at: index)
        observers.forEach { $0() }
    }

    func remove(at index: Int) {
        items.remove(at: index)
        observers.forEach { $0() }
    }

    func rename(at index: Int, to text: String) {
        items[index] = text
        observers.forEach { $0() }
    }
}

@MainActor
final class SharedListViewController: TableViewController {
    let list: SharedList
    let disabledButton = Button(title: "Disabled")
    let hiddenButton = Button(title: "Hidden")

    init(list: SharedList) {
        self.list = list
        super.init()
        title = "Shared"
        navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .add, target: self, action: SharedListViewController.add)
        list.observe { [weak self] in self?.tableView.reloadData() }
    }

    /// The add button's action: a new first row.
    func add() {
        list.insert("New", at: 0)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { list.items.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = list.items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        list.remove(at: indexPath.row)
    }
}

/// A screen with a disabled and a hidden button, for validation tests.
@MainActor
final class ControlsViewController: ViewController {
    let disabled = Button(title: "Disabled")
    let hidden = Button(title: "Hidden")
    let field = TextField(placeholder: "Name")
    private(set) var taps = 0

    override func loadView() {
        disabled.isEnabled = false
        disabled.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.taps += 1 }
        hidden.isHidden = true
        hidden.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.taps += 1 }
        view = StackView(arrangedSubviews: [disabled, hidden, field])
    }
}

@MainActor
final class SharedListDelegate: ApplicationDelegate {
    let list: SharedList
    private(set) var terminated = false
    private(set) var backgrounded = false

    init(count: Int) { list = SharedList(count: count) }

    func application(_ application: Application, configure window: Window) {
        window.rootViewController = NavigationController(rootViewController: SharedListViewController(list: list))
    }

    func applicationDidEnterBackground(_ application: Application) { backgrounded = true }
    func applicationWillTerminate(_ application: Application) { terminated = true }
}

/// Builds hosts of the shared-list app on a virtual clock.
enum SharedListApp {
    @MainActor
    static func host(
        count: Int = 5, directory: URL = FileManager.default.temporaryDirectory, grace: TimeInterval = 60
    ) throws -> (AppHost, SharedListDelegate, VirtualClock) {
        let delegate = SharedListDelegate(count: count)
        let pattern = AppPattern(name: "test", summary: "test") { _ in delegate }
        let mount = WebMount(key: "", title: "Shared", pattern: pattern, dataDirectory: directory)
        let clock = VirtualClock()
        let host = try AppHost(mount: mount, clock: clock, idleGracePeriod: grace)
        return (host, delegate, clock)
    }
}
