import Services
import TEA
import Testing
import ViewKit

/// A virtual text field's `onSubmit`: return sends it and no `onEnd`; any other end of editing sends
/// `onEnd`; without `onSubmit`, return sends `onEnd` as before.
@MainActor
@Suite struct TextFieldSubmitTests {
    func makeDriver(submits: Bool, clock: VirtualClock) -> Driver<FieldModel, NoCommand<String>> {
        Driver<FieldModel, NoCommand<String>>(
            FieldModel(),
            update: { model, message in
                model.received.append(message)
                return []
            },
            view: { _ in
                .viewController(
                    .textField(
                        text: "", onEnd: { "end \($0)" }, onSubmit: submits ? { "submit \($0)" } : nil))
            },
            subscriptions: { _ in [] },
            clock: clock,
            environment: ())
    }

    @Test func returnSubmitsAndLeavingEnds() throws {
        let clock = VirtualClock()
        let driver = makeDriver(submits: true, clock: clock)
        let field = try #require(driver.viewController.view as? ViewKit.TextField)
        field.replaceText(byUser: "a")
        field.pressReturn()
        clock.drain()
        #expect(driver.model.received == ["submit a"])
        field.replaceText(byUser: "b")
        field.resignFirstResponder()
        clock.drain()
        #expect(driver.model.received == ["submit a", "end b"])
        // The mark of a return does not outlive its end: the next end without return is reported.
        field.replaceText(byUser: "c")
        field.resignFirstResponder()
        clock.drain()
        #expect(driver.model.received == ["submit a", "end b", "end c"])
    }

    @Test func withoutOnSubmitReturnEnds() throws {
        let clock = VirtualClock()
        let driver = makeDriver(submits: false, clock: clock)
        let field = try #require(driver.viewController.view as? ViewKit.TextField)
        field.replaceText(byUser: "a")
        field.pressReturn()
        clock.drain()
        #expect(driver.model.received == ["end a"])
    }
}

/// The messages the field sent.
struct FieldModel: Codable {
    var received: [String] = []
}
