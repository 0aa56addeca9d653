import Services
import Testing

@testable import ViewKit

@MainActor
struct ApplicationTests {
    @Test func theLifecycleCallsTheDelegateOnceEachAndInOrder() {
        let root = TrackedController("Root")
        let delegate = TestAppDelegate { root }
        let application = Application(delegate: delegate, clock: VirtualClock())
        #expect(application.state == .notRunning)

        application.launch()
        application.launch()
        #expect(application.state == .active)
        let window = application.openWindow(sizeClass: .regular, height: 600)
        #expect(window.sizeClass == .regular)
        #expect(window.height == 600)
        #expect(window.application === application)
        #expect(application.windows.count == 1)
        #expect(root.isVisible)

        application.enterBackground()
        application.enterBackground()
        #expect(application.state == .background)
        application.terminate()
        application.terminate()
        #expect(application.state == .terminated)
        #expect(delegate.events == ["launch", "configure", "background", "terminate"])
        #expect(application.windows.isEmpty)
        #expect(!root.isVisible)
    }

    @Test func terminatingAnActiveAppEntersTheBackgroundFirst() {
        let delegate = TestAppDelegate { ViewController() }
        let application = Application(delegate: delegate, clock: VirtualClock())
        application.launch()
        application.openWindow()
        application.terminate()
        #expect(delegate.events == ["launch", "configure", "background", "terminate"])
    }

    @Test func comingBackToTheForegroundTellsTheDelegate() {
        let delegate = TestAppDelegate()
        let application = Application(delegate: delegate, clock: VirtualClock())
        application.enterForeground()
        application.launch()
        application.enterForeground()
        application.enterBackground()
        application.enterForeground()
        #expect(application.state == .active)
        #expect(delegate.events == ["launch", "background", "foreground"])
    }

    @Test func anAppThatNeverLaunchedCannotTerminate() {
        let delegate = TestAppDelegate()
        let application = Application(delegate: delegate, clock: VirtualClock())
        application.terminate()
        #expect(application.state == .notRunning)
        #expect(delegate.events == [])
    }

    @Test func eachWindowIsConfiguredAndKeepsItsOwnLog() {
        let delegate = TestAppDelegate { NavigationController(rootViewController: TrackedController("Root")) }
        let application = Application(delegate: delegate, clock: VirtualClock())
        application.launch()
        let first = application.openWindow()
        let second = application.openWindow()
        #expect(delegate.events == ["launch", "configure", "configure"])
        #expect(first.rootViewController !== second.rootViewController)
        (first.rootViewController as? NavigationController)?.pushViewController(
            TrackedController("Next"), animated: true)
        #expect(first.operationLog.entries.count == 1)
        #expect(second.operationLog.entries.isEmpty)
    }

    @Test func workQueuedDuringLaunchRunsBeforeLaunchReturns() {
        let clock = VirtualClock()
        let delegate = QueueingDelegate(clock: clock)
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        #expect(delegate.ran)
    }

    @Test func theTableViewportFollowsTheWindowHeight() {
        let list = ListController(title: "List", items: (0..<100).map { "Item \($0)" })
        let harness = Harness(root: list, height: 584)
        #expect(list.tableView.viewportHeight == 444)
        #expect(list.tableView.indexPathsForVisibleRows.count == 11)
        harness.window.height = 1_024
        #expect(list.tableView.viewportHeight == 884)
    }
}

@MainActor
private final class QueueingDelegate: ApplicationDelegate {
    let clock: VirtualClock
    var ran = false

    init(clock: VirtualClock) { self.clock = clock }

    func applicationDidFinishLaunching(_ application: Application) {
        clock.enqueue { [weak self] in self?.ran = true }
    }

    func application(_ application: Application, configure window: Window) {}
}
