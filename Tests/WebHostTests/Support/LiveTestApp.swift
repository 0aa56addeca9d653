import Foundation
import Services
import ViewKit
import WebHost

/// A screen with a count and an Add button: the live view's test patterns. Each pattern adds its own
/// step, at once or on the clock's run queue (as a TEA driver delivers its messages), and writes a file in
/// its data folder at launch so tests can see the folder is its own.
@MainActor
final class AddingViewController: ViewController {
    private let label = Label(text: "Count: 0")
    private let button = Button(title: "Add")
    private let step: Int
    private let queue: (any Clock)?
    private var count = 0

    init(step: Int, queue: (any Clock)?) {
        self.step = step
        self.queue = queue
        super.init()
    }

    override func loadView() {
        button.addAction(for: .primaryActionTriggered) { [weak self] _ in
            guard let self else { return }
            guard let queue else { return add() }
            queue.enqueue { [weak self] in self?.add() }
        }
        view = StackView(arrangedSubviews: [label, button])
    }

    private func add() {
        count += step
        label.text = "Count: \(count)"
    }
}

/// Installs an ``AddingViewController`` in every window.
@MainActor
final class AddingDelegate: ApplicationDelegate {
    let step: Int
    let queue: (any Clock)?

    init(step: Int, queue: (any Clock)?) {
        self.step = step
        self.queue = queue
    }

    func application(_ application: Application, configure window: Window) {
        window.rootViewController = AddingViewController(step: step, queue: queue)
    }
}

/// The live view's test app: `one` adds 1 at once, `queued` adds 1 on the run queue (the same screens as
/// `one`), `two` adds 2 (a screen that differs after the first Add); `solo` is an app with one pattern.
enum LiveTestApp {
    static func pattern(_ name: String, step: Int, queued: Bool) -> AppPattern {
        AppPattern(name: name, summary: "adds \(step)") { environment in
            try Data("launched".utf8).write(to: environment.dataDirectory.appendingPathComponent("launched.txt"))
            return AddingDelegate(step: step, queue: queued ? environment.clock : nil)
        }
    }

    static let apps = [
        LiveApp(
            name: "adding", title: "Adding",
            patterns: [
                pattern("one", step: 1, queued: false), pattern("queued", step: 1, queued: true),
                pattern("two", step: 2, queued: false),
            ],
            serverPatterns: ["networked"]),
        LiveApp(name: "solo", title: "Solo", patterns: [pattern("only", step: 1, queued: false)]),
    ]
}
