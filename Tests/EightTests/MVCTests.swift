import Eight
import EightApp
import TestSupport
import Testing
import ViewKit

/// The MVC row: the controller with the real model, as the book tests MVC (through the controller).
@MainActor
struct MVCTests {
    let directory = TemporaryDirectory(prefix: "eight-mvc")

    @Test func theFieldShowsTheModelAndFollowsItsChanges() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let controller = MVCViewController(model: model, labels: .named(.mvc))
        controller.loadViewIfNeeded()
        #expect(controller.textField.text == "initial value")
        #expect(controller.textField.accessibilityLabel == "MVC")
        model.value = "from elsewhere"
        #expect(controller.textField.text == "from elsewhere")
    }

    @Test func commitWritesTheFieldToTheModel() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let controller = MVCViewController(model: model, labels: .single)
        controller.loadViewIfNeeded()
        controller.textField.replaceText(byUser: "typed")
        #expect(model.value == "initial value", "typing alone changes nothing")
        controller.commitTapped()
        #expect(model.value == "typed")
    }
}
