import Services
import TEA
import Testing
import ViewKit

/// A virtual button's accessibility label, which names it apart from buttons titled alike.
@MainActor
@Suite struct ButtonLabelTests {
    @Test func theLabelIsRenderedAndUpdatedOnTheSameButton() throws {
        let driver = Driver<LabelledModel, NoCommand<String?>>(
            LabelledModel(label: "Commit MVC"),
            update: { model, label in
                model.label = label
                return []
            },
            view: { model in .viewController(.button(text: "Commit", accessibilityLabel: model.label, onTap: nil)) },
            subscriptions: { _ in [] },
            clock: VirtualClock(),
            environment: ())
        let button = try #require(driver.viewController.view as? ViewKit.Button)
        #expect(button.currentTitle == "Commit")
        #expect(button.accessibilityLabel == "Commit MVC")
        driver.run("Commit TEA")
        #expect(driver.viewController.view === button)
        #expect(button.accessibilityLabel == "Commit TEA")
        driver.run(nil)
        #expect(button.accessibilityLabel == nil)
    }
}

/// A model whose only state is the button's label.
private struct LabelledModel: Codable {
    var label: String?
}
