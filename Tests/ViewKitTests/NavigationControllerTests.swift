import Services
import Testing

@testable import ViewKit

@MainActor
struct NavigationControllerTests {
    @Test func pushAndPopChangeTheStackAndAreLogged() {
        let root = ViewController()
        root.title = "Root"
        let navigation = NavigationController(rootViewController: root)
        let harness = Harness(root: navigation)
        let detail = ViewController()
        detail.title = "Detail"

        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.map(\.title) == ["Root", "Detail"])
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(detail.parent === navigation)

        let popped = navigation.popViewController(animated: false)
        #expect(popped === detail)
        #expect(detail.parent == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(harness.log == ["push ViewController \"Detail\" animated", "pop ViewController \"Detail\""])
    }

    @Test func popToAndPopToRootPopEverythingAbove() {
        let screens = ["A", "B", "C", "D"].map { TrackedController($0) }
        let navigation = NavigationController(rootViewController: screens[0])
        let harness = Harness(root: navigation)
        for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }

        let poppedToB = navigation.popToViewController(screens[1], animated: true)
        #expect(poppedToB?.map(\.title) == ["C", "D"])
        #expect(navigation.topViewController === screens[1])
        #expect(navigation.popToViewController(screens[3], animated: true) == nil)

        let poppedToRoot = navigation.popToRootViewController(animated: false)
        #expect(poppedToRoot?.map(\.title) == ["B"])
        #expect(navigation.viewControllers.count == 1)
        #expect(
            Array(harness.log.suffix(2)) == [
                "pop TrackedController \"C\", TrackedController \"D\" animated", "pop TrackedController \"B\"",
            ])
    }

    @Test func setViewControllersReplacesTheStack() {
        let recorder = EventRecorder()
        let a = TrackedController("A", recorder: recorder)
        let navigation = NavigationController(rootViewController: a)
        let harness = Harness(root: navigation)
        let b = TrackedController("B", recorder: recorder)
        let c = TrackedController("C", recorder: recorder)
        _ = recorder.take()

        navigation.setViewControllers([b, c], animated: true)
        #expect(navigation.viewControllers.map(\.title) == ["B", "C"])
        #expect(a.parent == nil)
        #expect(b.parent === navigation)
        #expect(recorder.take() == ["A willDisappear", "C willAppear", "A didDisappear", "C didAppear"])
        #expect(harness.log.last == "setViewControllers [TrackedController \"B\", TrackedController \"C\"] animated")
    }

    @Test func theDelegateHearsWillShowAndDidShow() {
        let root = TrackedController("Root")
        let navigation = NavigationController(rootViewController: root)
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        let harness = Harness(root: navigation)
        let detail = TrackedController("Detail")

        navigation.pushViewController(detail, animated: true)
        #expect(delegate.events == ["willShow Detail animated", "didShow Detail animated"])
        delegate.events = []
        navigation.popViewController(animated: false)
        #expect(delegate.events == ["willShow Root", "didShow Root", "didPop Detail"])
        _ = harness
    }

    @Test func willShowComesBeforeTheAppearanceCallbacksAndDidShowAfter() {
        let recorder = EventRecorder()
        let navigation = NavigationController(rootViewController: TrackedController("Root", recorder: recorder))
        let delegate = RecordingNavigationDelegate(recorder: recorder)
        navigation.delegate = delegate
        let harness = Harness(root: navigation)
        _ = recorder.take()

        navigation.pushViewController(TrackedController("Detail", recorder: recorder), animated: true)
        #expect(
            recorder.take() == [
                "willShow Detail animated", "Root willDisappear", "Detail willAppear", "Root didDisappear",
                "Detail didAppear", "didShow Detail animated",
            ])
        _ = harness
    }

    @Test func goingBackIsReportedAsTheUsersPop() {
        let navigation = NavigationController(rootViewController: TrackedController("Root"))
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        let harness = Harness(root: navigation)
        navigation.pushViewController(TrackedController("Detail"), animated: false)
        delegate.events = []

        #expect(navigation.goBack())
        #expect(delegate.events == ["willShow Root animated", "didShow Root animated", "didPop Detail by user"])
        #expect(harness.log.last == "pop TrackedController \"Detail\" animated by user")
        #expect(
            harness.window.operationLog.entries.last
                == .pop(["TrackedController \"Detail\""], animated: true, byUser: true))
        #expect(!navigation.goBack())
    }

    @Test func codePopsAreNotReportedAsTheUsers() {
        let navigation = NavigationController(rootViewController: TrackedController("Root"))
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        let harness = Harness(root: navigation)
        navigation.pushViewController(TrackedController("Detail"), animated: false)
        navigation.popViewController(animated: true)
        #expect(delegate.events.last == "didPop Detail")
        #expect(
            harness.window.operationLog.entries.last
                == .pop(["TrackedController \"Detail\""], animated: true, byUser: false))
    }

    @Test func theBackButtonIsTitledAfterThePreviousScreen() {
        let root = ViewController()
        root.title = "Folders"
        let navigation = NavigationController(rootViewController: root)
        #expect(!navigation.showsBackButton)
        #expect(navigation.backButtonTitle == nil)

        let detail = ViewController()
        detail.title = "Recording"
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.showsBackButton)
        #expect(navigation.backButtonTitle == "Folders")

        root.navigationItem.title = "All Folders"
        #expect(navigation.backButtonTitle == "All Folders")
        root.navigationItem.backButtonTitle = "Back to Folders"
        #expect(navigation.backButtonTitle == "Back to Folders")

        root.navigationItem.backButtonTitle = nil
        root.navigationItem.title = nil
        root.title = nil
        #expect(navigation.backButtonTitle == "Back")

        detail.navigationItem.hidesBackButton = true
        #expect(!navigation.showsBackButton)
    }

    @Test func pushingAndPoppingSendsAppearanceCallbacksInUIKitsOrder() {
        let recorder = EventRecorder()
        let root = TrackedController("Root", recorder: recorder)
        let navigation = NavigationController(rootViewController: root)
        let harness = Harness(root: navigation)
        #expect(recorder.take() == ["Root willAppear", "Root didAppear"])

        let detail = TrackedController("Detail", recorder: recorder)
        navigation.pushViewController(detail, animated: true)
        #expect(
            recorder.take() == ["Root willDisappear", "Detail willAppear", "Root didDisappear", "Detail didAppear"])
        #expect(root.appearanceState == .disappeared)
        #expect(detail.isVisible)

        navigation.popViewController(animated: true)
        #expect(
            recorder.take() == ["Detail willDisappear", "Root willAppear", "Detail didDisappear", "Root didAppear"])
        #expect(harness.window.visibleViewControllers.map(\.title) == [nil, "Root"])
    }

    @Test func pushingAControllerThatIsAlreadyOnTheStackIsAProgrammerError() {
        let root = TrackedController("Root")
        let navigation = NavigationController(rootViewController: root)
        let harness = Harness(root: navigation)
        let messages = ProgrammerError.capture { navigation.pushViewController(root, animated: true) }
        #expect(messages == ["Pushing TrackedController \"Root\", which is already on the stack."])
        #expect(navigation.viewControllers.count == 1)
        #expect(harness.log == [])
    }

    @Test func theBarShowsTheTopScreensItems() {
        let root = ViewController()
        root.title = "Items"
        root.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add)
        root.navigationItem.leftBarButtonItem = root.editButtonItem
        let navigation = NavigationController(rootViewController: root)
        let harness = Harness(root: navigation)
        #expect(harness.snapshot == "window compact\nnav \"Items\"  [Edit]  |  [+ Add]")

        navigation.isNavigationBarHidden = true
        #expect(harness.snapshot == "window compact")
    }

    @Test func anotherNavigationControllersChildMovesWhenPushed() {
        let shared = TrackedController("Shared")
        let first = NavigationController(rootViewController: TrackedController("First"))
        first.pushViewController(shared, animated: false)
        let second = NavigationController(rootViewController: TrackedController("Second"))
        second.pushViewController(shared, animated: false)
        #expect(shared.parent === second)
        #expect(!first.children.contains { $0 === shared })
        #expect(first.viewControllers.map(\.title) == ["First"])
        #expect(first.topViewController?.title == "First")
    }
}

/// A controller of a generic type, whose name names its type argument.
private final class BoxedController<Value>: ViewController {}

extension NavigationControllerTests {
    /// The log names each controller without a restoration identifier by its own type, the same each time,
    /// whichever types were logged before it (the names are made once per type).
    @Test func eachControllerIsLoggedByItsOwnTypesName() {
        let navigation = NavigationController(rootViewController: ViewController())
        let harness = Harness(root: navigation)
        for _ in 0..<2 {
            navigation.pushViewController(BoxedController<Int>(), animated: false)
            navigation.pushViewController(BoxedController<String>(), animated: false)
            navigation.popToRootViewController(animated: false)
        }
        let pushed = harness.window.operationLog.entries.compactMap { entry -> String? in
            guard case .push(let name, _) = entry else { return nil }
            return name
        }
        let names = ["BoxedController<Int>", "BoxedController<String>"]
        #expect(pushed == names + names)
    }
}

/// A navigation delegate that records its calls as "willShow <title>[ animated]" and so on.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    let recorder: EventRecorder
    var events: [String] {
        get { recorder.events }
        set { recorder.events = newValue }
    }

    init(recorder: EventRecorder = EventRecorder()) {
        self.recorder = recorder
    }

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        recorder.record("willShow \(viewController.title ?? "?")\(animated ? " animated" : "")")
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        recorder.record("didShow \(viewController.title ?? "?")\(animated ? " animated" : "")")
    }

    func navigationController(
        _ navigationController: NavigationController, didPop viewControllers: [ViewController], byUser: Bool
    ) {
        let titles = viewControllers.map { $0.title ?? "?" }.joined(separator: ", ")
        recorder.record("didPop \(titles)\(byUser ? " by user" : "")")
    }
}
