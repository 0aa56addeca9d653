import Foundation
import Services
import WebHost

@testable import ViewKit

/// A view that counts the window's renders: each render of the window renders it once.
@MainActor
final class RenderCountingView: View {
    private(set) var renders = 0

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        renders += 1
        return super.makeRenderNode(&context)
    }
}

/// A screen whose button counts its taps in its title; given a clock, the count changes on its run
/// queue after the tap, as a TEA driver delivers the button's message.
@MainActor
final class CountingViewController: ViewController {
    let counter = RenderCountingView()
    let button = Button(title: "Tapped 0")
    private let queue: (any Clock)?
    private(set) var taps = 0

    init(queue: (any Clock)?) {
        self.queue = queue
        super.init()
    }

    override func loadView() {
        button.addAction(for: .primaryActionTriggered) { [weak self] _ in
            guard let self else { return }
            guard let queue else { return count() }
            queue.enqueue { [weak self] in self?.count() }
        }
        view = StackView(arrangedSubviews: [counter, button])
    }

    private func count() {
        taps += 1
        button.setTitle("Tapped \(taps)", for: .normal)
    }
}

/// Installs a ``CountingViewController`` in every window.
@MainActor
final class CountingDelegate: ApplicationDelegate {
    let queue: (any Clock)?
    private(set) var screens: [CountingViewController] = []

    init(queue: (any Clock)?) { self.queue = queue }

    func application(_ application: Application, configure window: Window) {
        let screen = CountingViewController(queue: queue)
        screens.append(screen)
        window.rootViewController = screen
    }

    /// A host of the app on a virtual clock; with `queued`, taps count on the clock's run queue.
    static func host(queued: Bool) throws -> (AppHost, CountingDelegate) {
        let clock = VirtualClock()
        let delegate = CountingDelegate(queue: queued ? clock : nil)
        let pattern = AppPattern(name: "counting", summary: "test") { _ in delegate }
        let mount = WebMount(
            key: "", title: "Counting", pattern: pattern, dataDirectory: FileManager.default.temporaryDirectory)
        return (try AppHost(mount: mount, clock: clock), delegate)
    }
}
