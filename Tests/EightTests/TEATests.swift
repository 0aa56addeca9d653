import Eight
import EightApp
import Services
import TEA
import TestSupport
import Testing
import ViewKit

/// The TEA row: `update` and `view` as values, then the driver with the model subscription.
@MainActor
struct TEATests {
    let directory = TemporaryDirectory(prefix: "eight-tea")

    @Test func typingChangesTheStateOnly() {
        var state = TEAState(text: "initial value")
        #expect(state.update(.setText("typed")) == [])
        #expect(state == TEAState(text: "typed"))
    }

    @Test func commitReturnsTheModelChangeAsACommand() {
        var state = TEAState(text: "typed")
        #expect(state.update(.commit) == [.changeModelText("typed")])
        #expect(state == TEAState(text: "typed"), "the state waits for the model's notification")
    }

    @Test func aModelChangeSetsTheText() {
        var state = TEAState(text: "typed")
        #expect(state.update(.modelChanged("committed")) == [])
        #expect(state.text == "committed")
    }

    @Test func theViewIsAFieldAndACommitButton() {
        let view = TEAState(text: "shown").view(labels: .named(.tea))
        guard case ._viewController(._stackView(let stack)) = view else {
            Issue.record("not a stack: \(view)")
            return
        }
        #expect(stack.axis == .horizontal)
        #expect(stack.views.count == 2)
        guard stack.views.count == 2, case ._textField(let field) = stack.views[0],
            case ._button(let button) = stack.views[1]
        else {
            Issue.record("not a field and a button")
            return
        }
        #expect(field.text == "shown")
        #expect(field.accessibilityLabel == "TEA")
        #expect(field.onChange?("abc") == .setText("abc"))
        #expect(button == TEA.Button(text: "Commit", accessibilityLabel: "Commit TEA", onTap: .commit))
    }

    @Test func theDriverCommitsToTheModelAndHearsItsChanges() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let clock = VirtualClock()
        let row = TEARowViewController(model: model, labels: .single, clock: clock)
        let driver = row.driver
        driver.run(.setText("typed"))
        #expect(model.value == "initial value")
        driver.run(.commit)
        #expect(model.value == "typed")
        model.value = "from elsewhere"
        clock.drain()
        #expect(driver.model.text == "from elsewhere")
        let field = try #require(
            driver.viewController.view.allDescendants.compactMap { $0 as? ViewKit.TextField }.first)
        #expect(field.text == "from elsewhere")
        driver.stop()
    }
}
