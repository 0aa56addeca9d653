import Services
import Testing

@testable import ViewKit

@MainActor
struct PresentationTests {
    @Test func aFullScreenPresentationHidesThePresenterAndRunsTheCompletionAfterAppearing() {
        let recorder = EventRecorder()
        let root = TrackedController("Root", recorder: recorder)
        let harness = Harness(root: root)
        let modal = TrackedController("Modal", recorder: recorder)
        _ = recorder.take()

        var stateInCompletion: ViewController.AppearanceState?
        root.present(modal, animated: true) { stateInCompletion = modal.appearanceState }
        #expect(stateInCompletion == .appeared)
        #expect(recorder.take() == ["Root willDisappear", "Modal willAppear", "Root didDisappear", "Modal didAppear"])
        #expect(root.presentedViewController === modal)
        #expect(modal.presentingViewController === root)
        #expect(modal.window === harness.window)
        #expect(harness.window.topmostPresentedViewController === modal)
        #expect(harness.log == ["present TrackedController \"Modal\" animated"])
    }

    @Test func dismissingShowsThePresenterAgainThenRunsTheCompletion() {
        let recorder = EventRecorder()
        let root = TrackedController("Root", recorder: recorder)
        let harness = Harness(root: root)
        let modal = TrackedController("Modal", recorder: recorder)
        root.present(modal, animated: false)
        _ = recorder.take()

        var eventsAtCompletion: [String]?
        root.dismiss(animated: true) { eventsAtCompletion = recorder.events }
        #expect(
            eventsAtCompletion == ["Modal willDisappear", "Root willAppear", "Modal didDisappear", "Root didAppear"])
        #expect(root.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(harness.log.last == "dismiss TrackedController \"Modal\" animated")
    }

    @Test func aPresentedControllerCanDismissItself() {
        let root = TrackedController("Root")
        let harness = Harness(root: root)
        let form = TrackedController("Form")
        let modal = NavigationController(rootViewController: form)
        root.present(modal, animated: true)
        #expect(form.presentingViewController === root)

        form.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(root.isVisible)
        #expect(!form.isVisible)
        _ = harness
    }

    @Test func sheetsAndOverCurrentContextKeepThePresenterVisible() {
        for style in [ModalPresentationStyle.pageSheet, .overCurrentContext] {
            let recorder = EventRecorder()
            let root = TrackedController("Root", recorder: recorder)
            let harness = Harness(root: root)
            let sheet = TrackedController("Sheet", recorder: recorder)
            sheet.modalPresentationStyle = style
            _ = recorder.take()

            root.present(sheet, animated: true)
            #expect(recorder.take() == ["Sheet willAppear", "Sheet didAppear"])
            #expect(root.isVisible)
            let layers = harness.window.renderTree().children
            #expect(layers.count == 2)
            #expect(layers.first?.has(.inert) == true)
            #expect(layers.last?.has(.sheet) == (style == .pageSheet))
        }
    }

    @Test func aFullScreenPresentationRemovesThePresenterFromTheRender() {
        let root = ContentController(title: "Root", [Label(text: "Underneath")])
        let harness = Harness(root: root)
        root.present(ContentController(title: "Modal", [Label(text: "On top")]), animated: false)
        #expect(harness.snapshot == "window compact\nmodal:\n  On top")
    }

    @Test func presentingWhilePresentingIsRefusedAndLogged() {
        let root = TrackedController("Root")
        let harness = Harness(root: root)
        let first = TrackedController("First")
        let second = TrackedController("Second")
        root.present(first, animated: true)

        var completed = false
        root.present(second, animated: true) { completed = true }
        #expect(!completed)
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(!second.isVisible)
        #expect(harness.log.last == "refused to present TrackedController \"Second\" over TrackedController \"First\"")
    }

    @Test func aChildPresentsFromItsContainer() {
        let child = TrackedController("Child")
        let navigation = NavigationController(rootViewController: child)
        let harness = Harness(root: navigation)
        let modal = TrackedController("Modal")

        child.present(modal, animated: true)
        #expect(child.presentedViewController === modal)
        #expect(navigation.presentedViewController === modal)
        #expect(modal.presentingViewController === navigation)
        #expect(navigation.visibleViewController === modal)

        let other = TrackedController("Other")
        navigation.present(other, animated: false)
        #expect(harness.log.last == "refused to present TrackedController \"Other\" over TrackedController \"Modal\"")
    }

    @Test func aPresentedControllerCanPresentAnotherAndDismissingTheBaseDismissesBoth() {
        let recorder = EventRecorder()
        let root = TrackedController("Root", recorder: recorder)
        let harness = Harness(root: root)
        let first = TrackedController("First", recorder: recorder)
        let second = TrackedController("Second", recorder: recorder)
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(harness.window.topmostPresentedViewController === second)
        _ = recorder.take()

        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(root.isVisible && !first.isVisible && !second.isVisible)
        #expect(
            recorder.take() == ["Second willDisappear", "Root willAppear", "Second didDisappear", "Root didAppear"])
        #expect(
            Array(harness.log.suffix(2)) == [
                "dismiss TrackedController \"Second\"", "dismiss TrackedController \"First\"",
            ])
    }

    @Test func presentingAControllerThatIsInTheHierarchyIsAProgrammerError() {
        let child = TrackedController("Child")
        let navigation = NavigationController(rootViewController: child)
        let harness = Harness(root: navigation)
        let messages = ProgrammerError.capture { navigation.present(child, animated: true) }
        #expect(
            messages == ["Cannot present TrackedController \"Child\": it is already in the view controller hierarchy."])
        #expect(navigation.presentedViewController == nil)
        _ = harness
    }
}
