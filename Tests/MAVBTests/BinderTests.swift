import Foundation
import MAVB
import MAVBTesting
import Testing
import ViewKit

/// Binders: inert until built, bound for their instance's lifetime, consumable once for tests.
@MainActor
@Suite struct BinderTests {
    @Test func aBinderIsInertUntilBuilt() throws {
        let name = Var("Melbourne")
        var built = 0
        let binder = Binder<Label>([.text <-- name.signal]) {
            built += 1
            return Label()
        }
        #expect(built == 0)
        let label = binder.instance()
        #expect(label.text == "Melbourne" && built == 1)
        name.set("Oslo")
        #expect(label.text == "Oslo")
        #expect(binder.instance() === label, "construction is once")
    }

    @Test func actionBindingsSendToTheirInput() throws {
        let taps = Var(0)
        let button = ButtonBinder(
            .title -- "Add", .action --> Input<Void>().map { taps.value + 1 }.bind(to: taps.input)
        ).instance()
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps.value == 2)
        #expect(button.title(for: .normal) == "Add")
    }

    @Test func bindingsEndWithTheirView() throws {
        let name = Var("a")
        var applied = 0
        weak var label: Label?
        do {
            let built = Binder<Label>([
                .text
                    <-- name.signal.map { value -> String in
                        applied += 1
                        return value
                    }
            ]) { Label() }.instance()
            label = built
        }
        #expect(label == nil)
        name.set("b")
        #expect(applied == 1, "a closed view's bindings stopped")
    }

    @Test func consumedBindingsAreTheTestableInterface() throws {
        let title = Var("Recordings")
        let tapped = Input<Void>()
        let binder = ViewControllerBinder(
            .title <-- title.signal,
            .navigationItem
                -- NavigationItemBinder(
                    .rightBarButtonItems -- [BarButtonItemBinder(systemItem: .add, .action --> tapped.input)]))
        let bindings = try binder.consumeBindings()
        #expect(bindings.value(for: .title) == "Recordings")
        let item = try #require(bindings.value(for: .navigationItem))
        let buttons = try #require(try item.consumeBindings().value(for: .rightBarButtonItems))
        var taps = 0
        let subscription = try tapped.signal.subscribeValues { taps += 1 }
        try #require(try buttons[0].consumeBindings().argument(for: .action)).send(())
        #expect(taps == 1)
        #expect(throws: BinderError.alreadyConsumed) { try binder.consumeBindings() }
        _ = subscription
    }

    @Test func aLayoutBuildsStacks() {
        let view = Layout.vertical(
            spacing: 4, label: "Bar", .view(Label(text: "one")), .horizontal(.view(Label(text: "two")), .space())
        ).build()
        let stack = view as? StackView
        #expect(stack?.accessibilityLabel == "Bar")
        #expect(stack?.arrangedSubviews.count == 2)
    }

    @Test func aTableShowsItsRowsFromMutations() throws {
        let (input, signal) = Signal<ArrayMutation<String>>.channel()
        var selected: [String] = []
        let selection = Input<TableRow<String>>()
        let subscription = try selection.signal.subscribeValues { if let data = $0.data { selected.append(data) } }
        let table = TableBinder<String>(
            .tableData() <-- signal.tableData(),
            .cellConstructor() -- { text, cell in cell.textLabel.text = text },
            .didSelectRow() --> selection.input
        ).view()
        guard let tableView = table as? TableView else {
            Issue.record("a table binder provides a table view")
            return
        }
        input.send(.reload(["a", "b"]))
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        input.send(.delete(IndexSet(integer: 0)))
        #expect(tableView.numberOfRows(inSection: 0) == 1)
        _ = tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(selected == ["b"])
        _ = subscription
    }

    /// A text field's return and end of editing: return reports the text, then the end; another end
    /// reports only the end; `.resignFirstResponder` ends an edit going on.
    @Test func textFieldsReportReturnApartFromTheEnd() throws {
        var events: [String] = []
        let resign = Input<Void>()
        let sink = Input<Void>()
        let field = TextFieldBinder(
            .didReturn --> Input<String>().map { events.append("return \($0)") }.bind(to: sink.input),
            .didEndEditing --> Input<String>().map { events.append("end \($0)") }.bind(to: sink.input),
            .resignFirstResponder <-- resign.signal
        ).instance()
        field.replaceText(byUser: "a")
        field.pressReturn()
        #expect(events == ["return a", "end a"])
        field.replaceText(byUser: "b")
        resign.input.send(())
        #expect(!field.isFirstResponder)
        #expect(events == ["return a", "end a", "end b"])
    }
}
