import Services
import Testing

@testable import ViewKit

@MainActor
struct AppearanceTests {
    @Test func theViewLoadsLazilyOnceBeforeTheFirstAppearance() {
        let controller = LoadCountingController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let harness = Harness(root: controller)
        #expect(controller.isViewLoaded)
        #expect(controller.loads == 1)
        _ = controller.view
        harness.window.rootViewController = nil
        harness.window.rootViewController = controller
        #expect(controller.loads == 1)
        #expect(controller.view.owningViewController === controller)
    }

    @Test func replacingTheRootSwapsWhichControllersAppear() {
        let recorder = EventRecorder()
        let first = TrackedController("First", recorder: recorder)
        let harness = Harness(root: first)
        #expect(recorder.take() == ["First willAppear", "First didAppear"])

        let second = TrackedController("Second", recorder: recorder)
        harness.window.rootViewController = second
        #expect(
            recorder.take() == ["First willDisappear", "Second willAppear", "First didDisappear", "Second didAppear"])
        #expect(first.window == nil)
        #expect(second.window === harness.window)
    }

    @Test func onlyTheTopOfANavigationStackIsVisible() {
        let root = TrackedController("Root")
        let navigation = NavigationController(rootViewController: root)
        let harness = Harness(root: navigation)
        let top = TrackedController("Top")
        navigation.pushViewController(top, animated: false)
        #expect(harness.window.visibleViewControllers.map { $0 === navigation || $0 === top } == [true, true])
        #expect(!root.isVisible)
        #expect(top.appearanceState == .appeared)
    }

    @Test func closingTheWindowMakesEverythingDisappear() {
        let recorder = EventRecorder()
        let root = TrackedController("Root", recorder: recorder)
        let harness = Harness(root: root)
        _ = recorder.take()
        harness.application.closeWindow(harness.window)
        #expect(recorder.take() == ["Root willDisappear", "Root didDisappear"])
        #expect(harness.application.windows.isEmpty)
    }

    @Test func aPopInsideViewWillAppearIsAppliedAfterTheCurrentPass() {
        let recorder = EventRecorder()
        let root = TrackedController("Root", recorder: recorder)
        let navigation = NavigationController(rootViewController: root)
        let harness = Harness(root: navigation)
        let bouncer = BouncingController("Bouncer", recorder: recorder)
        _ = recorder.take()

        navigation.pushViewController(bouncer, animated: false)
        #expect(navigation.topViewController === root)
        #expect(root.appearanceState == .appeared)
        #expect(bouncer.appearanceState == .disappeared)
        #expect(recorder.events.last == "Root didAppear")
        _ = harness
    }

    @Test func childContainmentShowsChildrenWithTheirParent() {
        let recorder = EventRecorder()
        let parent = TrackedController("Parent", recorder: recorder)
        let harness = Harness(root: parent)
        let child = TrackedController("Child", recorder: recorder)
        _ = recorder.take()

        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(recorder.take() == ["Child willAppear", "Child didAppear"])
        #expect(parent.children.count == 1)

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(recorder.take() == ["Child willDisappear", "Child didDisappear"])
        #expect(child.parent == nil)

        let messages = ProgrammerError.capture { parent.addChild(parent) }
        #expect(messages == ["A view controller cannot be its own child."])
        _ = harness
    }

    @Test func aTextFieldOnAScreenThatLeavesLosesTheFocus() {
        let field = TextField(placeholder: "Name")
        let form = ContentController(title: "Form", [field])
        let navigation = NavigationController(rootViewController: form)
        let harness = Harness(root: navigation)
        field.becomeFirstResponder()
        #expect(harness.window.firstResponder === field)

        navigation.pushViewController(TrackedController("Next"), animated: true)
        #expect(!field.isFirstResponder)
        #expect(harness.window.firstResponder == nil)
    }
}

/// A view controller that counts how often its view loaded.
@MainActor
final class LoadCountingController: ViewController {
    var loads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
}

/// A screen that pops itself as soon as it is about to appear.
@MainActor
final class BouncingController: TrackedController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.popViewController(animated: false)
    }
}
