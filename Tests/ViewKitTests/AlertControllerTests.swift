import Testing

@testable import ViewKit

@MainActor
struct AlertControllerTests {
    private func makeAlert(onCreate: @escaping @MainActor (AlertAction) -> Void = { _ in }) -> AlertController {
        let alert = AlertController(title: "New Folder", message: "Name it")
        alert.addTextField { $0.placeholder = "Folder name" }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        let create = AlertAction(title: "Create", handler: onCreate)
        alert.addAction(create)
        alert.preferredAction = create
        return alert
    }

    @Test func anAlertHasStyledActionsAndFieldsWithPlaceholders() throws {
        let alert = makeAlert()
        #expect(alert.title == "New Folder")
        #expect(alert.message == "Name it")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.modalPresentationStyle == .overCurrentContext)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete", "Create"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive, .default])
        #expect(alert.textFields.map(\.placeholder) == ["Folder name"])

        let root = ViewController()
        let harness = Harness(root: root)
        root.present(alert, animated: true)
        let node = try #require(harness.window.renderTree().first { $0.kind == .alert })
        let actions = node.children.filter { $0.kind == .alertAction }
        #expect(actions.map(\.flags) == [[.cancel], [.destructive], [.preferred]])
        #expect(node.children.first?.kind == .textField)
    }

    @Test func pressingAnActionDismissesThenRunsTheHandlerWhichReadsTheFields() {
        var seen: (presented: Bool, text: String)?
        let root = TrackedController("Root")
        let harness = Harness(root: root)
        var alert: AlertController?
        alert = makeAlert { _ in
            seen = (root.presentedViewController != nil, alert?.textFields.first?.text ?? "?")
        }
        guard let alert else { return }
        root.present(alert, animated: true)
        alert.textFields[0].replaceText(byUser: "Trips")

        alert.press(alert.actions[2])
        #expect(seen?.presented == false)
        #expect(seen?.text == "Trips")
        #expect(
            harness.log == [
                "present AlertController \"New Folder\" animated", "alert \"New Folder\" → Create",
                "dismiss AlertController \"New Folder\" animated",
            ])
        #expect(root.isVisible)
    }

    @Test func aDisabledActionOrAForeignActionIsIgnored() {
        var pressed = 0
        let alert = AlertController(title: "Confirm", message: nil)
        let ok = AlertAction(title: "OK") { _ in pressed += 1 }
        ok.isEnabled = false
        alert.addAction(ok)
        let root = ViewController()
        let harness = Harness(root: root)
        root.present(alert, animated: false)

        alert.press(ok)
        alert.press(AlertAction(title: "Elsewhere") { _ in pressed += 1 })
        #expect(pressed == 0)
        #expect(root.presentedViewController === alert)
        #expect(harness.snapshot == "window compact\nalert \"Confirm\"\n  {OK (disabled)}")
    }

    @Test func automationPressesAnAlertButtonAndTypesIntoItsField() throws {
        var created: String?
        let root = ViewController()
        let harness = Harness(root: root)
        var alert: AlertController?
        alert = makeAlert { _ in created = alert?.textFields.first?.text }
        root.present(try #require(alert), animated: true)

        try harness.automation.type("Trips", into: "Folder name")
        try harness.automation.tap("Create")
        #expect(created == "Trips")
        #expect(root.presentedViewController == nil)
    }
}
