import Testing

@testable import ViewKit

@MainActor
struct SplitViewControllerTests {
    /// A split of a "Master" list in a navigation controller and a "Detail" screen.
    @MainActor
    struct Fixture {
        let recorder = EventRecorder()
        let master: TrackedController
        let primary: NavigationController
        let detail: TrackedController
        let split: SplitViewController

        init() {
            master = TrackedController("Master", recorder: recorder)
            primary = NavigationController(rootViewController: master)
            primary.title = "Primary"
            detail = TrackedController("Detail", recorder: recorder)
            split = SplitViewController(primary: primary, secondary: detail)
        }
    }

    @Test func anExpandedSplitHasTwoViewControllers() {
        let fixture = Fixture()
        let harness = Harness(root: fixture.split, sizeClass: .regular)
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.split.viewControllers.count == 2)
        #expect(fixture.split.viewControllers.last === fixture.detail)
        #expect(fixture.detail.splitViewController === fixture.split)
        #expect(fixture.master.isVisible && fixture.detail.isVisible)
        #expect(harness.log == [])
    }

    @Test func aCompactWindowCollapsesTheSplitAndPushesTheSecondary() {
        let fixture = Fixture()
        let harness = Harness(root: fixture.split, sizeClass: .compact)
        #expect(fixture.split.isCollapsed)
        #expect(fixture.split.viewControllers.count == 1)
        #expect(fixture.primary.viewControllers.map(\.title) == ["Master", "Detail"])
        #expect(fixture.detail.navigationController === fixture.primary)
        #expect(fixture.detail.isVisible)
        #expect(!fixture.master.isVisible)
        #expect(harness.log == ["collapse", "push TrackedController \"Detail\""])
    }

    @Test func theDelegateCanKeepTheSecondaryOutOfTheCollapsedStack() {
        let fixture = Fixture()
        let delegate = SplitDelegate(collapses: true)
        fixture.split.delegate = delegate
        let harness = Harness(root: fixture.split, sizeClass: .compact)
        #expect(fixture.split.isCollapsed)
        #expect(delegate.collapsed.map { $0.title } == ["Detail"])
        #expect(fixture.split.viewControllers.count == 1)
        #expect(fixture.primary.viewControllers.map(\.title) == ["Master"])
        #expect(!fixture.detail.isVisible)
        #expect(fixture.master.isVisible)
        #expect(harness.log == ["collapse"])
    }

    @Test func showDetailReplacesTheSecondaryWhenExpanded() {
        let fixture = Fixture()
        let harness = Harness(root: fixture.split, sizeClass: .regular)
        _ = fixture.recorder.take()
        let other = TrackedController("Other", recorder: fixture.recorder)

        fixture.split.showDetailViewController(other, sender: nil)
        #expect(fixture.split.viewControllers.map(\.title) == ["Primary", "Other"])
        #expect(fixture.split.secondaryViewController === other)
        #expect(fixture.detail.parent == nil)
        #expect(fixture.primary.viewControllers.count == 1)
        #expect(
            fixture.recorder.take() == [
                "Detail willDisappear", "Other willAppear", "Detail didDisappear", "Other didAppear",
            ])
        #expect(harness.log == ["showDetail TrackedController \"Other\""])
    }

    @Test func showDetailPushesWhenCollapsed() {
        let fixture = Fixture()
        let delegate = SplitDelegate(collapses: true)
        fixture.split.delegate = delegate
        let harness = Harness(root: fixture.split, sizeClass: .compact)
        let other = TrackedController("Other")
        #expect(delegate.collapsed.count == 1)

        fixture.split.showDetailViewController(other, sender: nil)
        #expect(fixture.primary.viewControllers.map(\.title) == ["Master", "Other"])
        #expect(fixture.split.viewControllers.count == 1)
        #expect(other.isVisible)
        #expect(harness.log == ["collapse", "push TrackedController \"Other\" animated"])
    }

    @Test func expandingMovesThePushedDetailBackToTheSecondary() {
        let fixture = Fixture()
        let harness = Harness(root: fixture.split, sizeClass: .compact)
        harness.window.setSizeClass(.regular)
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.split.viewControllers.map(\.title) == ["Primary", "Detail"])
        #expect(fixture.primary.viewControllers.map(\.title) == ["Master"])
        #expect(fixture.detail.parent === fixture.split)
        #expect(fixture.master.isVisible && fixture.detail.isVisible)
        #expect(Array(harness.log.suffix(3)) == ["size regular", "expand", "pop TrackedController \"Detail\""])
    }

    @Test func expandingAfterShowingADetailWhileCollapsedLeavesOnlyTheMasterInThePrimary() {
        let fixture = Fixture()
        let harness = Harness(root: fixture.split, sizeClass: .regular)
        harness.window.setSizeClass(.compact)
        let other = TrackedController("Other")
        fixture.split.showDetailViewController(other, sender: nil)
        #expect(fixture.primary.viewControllers.map(\.title) == ["Master", "Detail", "Other"])

        harness.window.setSizeClass(.regular)
        #expect(fixture.primary.viewControllers.map(\.title) == ["Master"])
        #expect(fixture.split.viewControllers.map(\.title) == ["Primary", "Other"])
        #expect(!fixture.detail.isVisible)
    }

    @Test func theDelegateCanChooseTheSecondaryWhenExpanding() {
        let fixture = Fixture()
        let delegate = SplitDelegate(collapses: true)
        let replacement = TrackedController("Empty")
        delegate.separated = replacement
        fixture.split.delegate = delegate
        let harness = Harness(root: fixture.split, sizeClass: .compact)
        harness.window.setSizeClass(.regular)
        #expect(fixture.split.viewControllers.map(\.title) == ["Primary", "Empty"])
        #expect(replacement.isVisible)
        #expect(delegate.collapsed.count == 1)
    }

    @Test func sizeClassChangesCollapseAndExpandAndAreLogged() {
        let fixture = Fixture()
        let harness = Harness(root: fixture.split, sizeClass: .regular)
        _ = fixture.recorder.take()
        harness.window.setSizeClass(.compact)
        #expect(fixture.split.isCollapsed)
        #expect(fixture.recorder.events.contains("Master willDisappear"))
        #expect(fixture.detail.isVisible)
        harness.window.setSizeClass(.compact)
        harness.window.setSizeClass(.regular)
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.master.isVisible)
        #expect(
            harness.log == [
                "size compact", "collapse", "push TrackedController \"Detail\"", "size regular", "expand",
                "pop TrackedController \"Detail\"",
            ])
    }

    @Test func showInThePrimaryContextPushesOntoThePrimary() {
        let fixture = Fixture()
        let harness = Harness(root: fixture.split, sizeClass: .regular)
        fixture.split.show(TrackedController("Sub"), sender: nil)
        #expect(fixture.primary.viewControllers.map(\.title) == ["Master", "Sub"])
        #expect(fixture.split.secondaryViewController === fixture.detail)
        _ = harness
    }
}

/// A split delegate that handles collapsing itself when asked to, and may offer a secondary on expand.
@MainActor
final class SplitDelegate: SplitViewControllerDelegate {
    let collapses: Bool
    var separated: ViewController?
    var collapsed: [ViewController] = []

    init(collapses: Bool) {
        self.collapses = collapses
    }

    func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        collapsed.append(secondaryViewController)
        return collapses
    }

    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? {
        separated
    }
}
