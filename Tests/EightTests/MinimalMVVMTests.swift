import Eight
import EightApp
import Services
import TestSupport
import Testing

/// The minimal MVVM row: the view model alone, observed through its plain property.
@MainActor
struct MinimalMVVMTests {
    let directory = TemporaryDirectory(prefix: "eight-minimal")

    @Test func thePropertyFollowsTheModelAndTellsItsObservers() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let viewModel = MinimalViewModel(model: model)
        var values: [String] = []
        let observation = viewModel.observeTextFieldValue { values.append($0) }
        #expect(values == ["initial value"], "the initial value, as KVO's .initial")
        model.value = "changed"
        #expect(viewModel.textFieldValue == "changed")
        #expect(values == ["initial value", "changed"])
        observation.cancel()
        model.value = "later"
        #expect(values.count == 2)
    }

    @Test func commitSetsTheModel() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let viewModel = MinimalViewModel(model: model)
        viewModel.commit(value: "typed")
        #expect(model.value == "typed")
        #expect(viewModel.textFieldValue == "typed")
    }
}
