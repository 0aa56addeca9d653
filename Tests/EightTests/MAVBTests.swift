import Eight
import EightApp
import MAVB
import MAVBTesting
import Services
import TestSupport
import Testing
import ViewKit

/// The MAVB row: its binders' bindings read without building a view, as the sample's MAVB tests do, and
/// the model adapter's signal.
@MainActor
struct MAVBTests {
    let directory = TemporaryDirectory(prefix: "eight-mavb")

    @Test func theFieldShowsTheViewStateAndTypesIntoIt() throws {
        let viewState = Var("initial value")
        let bindings = try MAVBRow.textField(labels: .named(.mavb), viewState: viewState).consumeBindings()
        #expect(bindings.value(for: .accessibilityLabel) == "MAVB")
        #expect(bindings.value(for: .shownText) == "initial value")
        let typed = try #require(bindings.argument(for: .textDidChange))
        typed.send("typed")
        #expect(viewState.value == "typed")
    }

    @Test func commitSendsTheViewStateToTheModel() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let adapter = TextModelAdapter(model: model)
        let viewState = Var("typed")
        let bindings = try MAVBRow.commitButton(labels: .single, viewState: viewState, model: adapter)
            .consumeBindings()
        #expect(bindings.value(for: .title) == "Commit")
        #expect(bindings.value(for: .accessibilityLabel) == "Commit")
        let tap = try #require(bindings.argument(for: .action))
        tap.send(())
        #expect(model.value == "typed")
    }

    @Test func theModelAdapterSignalsTheTextNowAndAfterEveryChange() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let adapter = TextModelAdapter(model: model)
        var values: [String] = []
        let subscription = try adapter.textSignal.subscribeValues { values.append($0) }
        model.value = "elsewhere"
        adapter.input.send(.commit("here"))
        #expect(values == ["initial value", "elsewhere", "here"])
        #expect(model.value == "here")
        subscription.cancel()
    }

    @Test func theRowFollowsTheModelIntoItsViewState() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let controller = MAVBRow.viewController(model: model, labels: .named(.mavb)).instance()
        let field = try #require(controller.view.allDescendants.compactMap { $0 as? TextField }.first)
        #expect(field.text == "initial value")
        model.value = "committed elsewhere"
        #expect(field.text == "committed elsewhere")
        field.replaceText(byUser: "a draft")
        model.value = "committed while the draft was edited"
        #expect(field.text == "committed while the draft was edited", "a commit elsewhere replaces the draft")
    }
}
