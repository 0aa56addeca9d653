import Foundation
import Services
import ViewKit
import WebHost

/// A screen whose button counts its taps, and saves and restores the count: a window with state to carry
/// across server restarts.
@MainActor
final class RestorableCounterViewController: ViewController {
    let button = Button(title: "Count 0")
    private(set) var count = 0

    override init() {
        super.init()
        restorationIdentifier = "counter"
    }

    override func loadView() {
        button.addAction(for: .primaryActionTriggered) { [weak self] _ in
            guard let self else { return }
            show(count + 1)
        }
        view = StackView(arrangedSubviews: [button])
    }

    override func encodeRestorableState(with coder: RestorationCoder) {
        coder.encode(count, forKey: "count")
    }

    override func decodeRestorableState(with coder: RestorationCoder) {
        if let saved = coder.decode(Int.self, forKey: "count") { show(saved) }
    }

    private func show(_ value: Int) {
        count = value
        button.setTitle("Count \(value)", for: .normal)
    }
}

/// Shows a ``RestorableCounterViewController`` in every window and opts into state restoration.
@MainActor
final class RestorableCounterDelegate: ApplicationDelegate {
    func application(_ application: Application, configure window: Window) {
        window.rootViewController = RestorableCounterViewController()
    }

    func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        true
    }

    func application(_ application: Application, shouldRestoreApplicationState coder: RestorationCoder) -> Bool {
        true
    }
}

/// Servers of the counter app on a data folder, started and stopped as `apparch serve` does.
enum RestorableCounterApp {
    /// A mount of the counter app at `key` on `directory`.
    static func mount(
        key: String = "", directory: URL, restoration: WindowRestoration = .saveAndRestore
    ) -> WebMount {
        let pattern = AppPattern(name: "counter", summary: "test") { _ in RestorableCounterDelegate() }
        return WebMount(
            key: key, title: "Counter", pattern: pattern, dataDirectory: directory, windowRestoration: restoration)
    }

    /// A server of `mounts` whose apps run on `clock`; its main app (if any) has launched.
    @MainActor
    static func server(_ mounts: [WebMount], clock: VirtualClock = VirtualClock()) throws -> WebServer {
        let registry = MountRegistry(mounts: mounts, clock: clock, idleGracePeriod: 60)
        return try WebServer(configuration: .init(port: 0), mounts: mounts, index: [], registry: registry)
    }
}

extension TestTab {
    /// The title of the counter's button as the tab shows it.
    var counterTitle: String? { node { $0.kind == .button }?.string("title") }
}
