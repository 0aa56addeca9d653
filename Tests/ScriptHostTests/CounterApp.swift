import Foundation
import Services
import ViewKit

/// A tiny app for driver tests: a counter screen with a button, a field, a slider, a list whose rows
/// push a detail screen, and restorable state (the pushed detail).
@MainActor
final class CounterAppDelegate: ApplicationDelegate {
    static var launches = 0
    var count = 0
    let savedCount: URL

    init(environment: AppEnvironment) {
        savedCount = environment.dataDirectory.appendingPathComponent("count.txt")
        count = (try? String(contentsOf: savedCount, encoding: .utf8)).flatMap { Int($0) } ?? 0
    }

    func application(_ application: Application, configure window: Window) {
        let navigation = NavigationController(rootViewController: CounterViewController(delegate: self))
        navigation.restorationIdentifier = "nav"
        window.rootViewController = navigation
    }

    func applicationWillTerminate(_ application: Application) {
        try? Data("\(count)".utf8).write(to: savedCount)
    }

    func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool { true }
    func application(_ application: Application, shouldRestoreApplicationState coder: RestorationCoder) -> Bool {
        true
    }
    func application(
        _ application: Application, viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController? {
        guard path.last == "detail", let name = coder.decode(String.self, forKey: "name") else { return nil }
        return DetailViewController(name: name)
    }

    static let pattern = AppPattern(name: "counter", summary: "test app") { environment in
        CounterAppDelegate(environment: environment)
    }
}

@MainActor
final class CounterViewController: TableViewController {
    unowned let delegate: CounterAppDelegate
    let label = Label()
    let field = TextField(placeholder: "Note")
    let slider = Slider(value: 0, minimum: 0, maximum: 10)

    init(delegate: CounterAppDelegate) {
        self.delegate = delegate
        super.init()
        title = "Counter"
        restorationIdentifier = "counter"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Increment") { [weak self] _ in self?.increment() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        slider.accessibilityLabel = "Level"
        let header = StackView(arrangedSubviews: [label, field, slider])
        tableView.tableHeaderView = header
        update()
    }

    func increment() {
        delegate.count += 1
        update()
    }

    func update() {
        label.text = "Count: \(delegate.count), level \(Int(slider.value))"
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(DetailViewController(name: "Row \(indexPath.row)"), animated: true)
    }
}

@MainActor
final class DetailViewController: ViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
        title = name
        restorationIdentifier = "detail"
    }

    override func loadView() {
        view = Label(text: "Detail of \(name)")
    }

    override func encodeRestorableState(with coder: RestorationCoder) {
        coder.encode(name, forKey: "name")
    }
}
