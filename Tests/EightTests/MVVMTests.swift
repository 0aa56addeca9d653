import Eight
import EightApp
import OpenCombine
import TestSupport
import Testing

/// The MVVM row: the reactive view model, its output observed with OpenCombine.
@MainActor
struct MVVMTests {
    let directory = TemporaryDirectory(prefix: "eight-mvvm")

    @Test func theOutputIsTheModelsTextNowThenAfterEveryChange() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let viewModel = ViewModel(model: model)
        var values: [String] = []
        let cancellable = viewModel.textFieldValue.sink { values.append($0) }
        #expect(values == ["initial value"])
        model.value = "changed"
        #expect(values == ["initial value", "changed"])
        cancellable.cancel()
        model.value = "later"
        #expect(values.count == 2, "a cancelled subscription hears nothing")
    }

    @Test func aLateSubscriberStartsAtTheCurrentText() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let viewModel = ViewModel(model: model)
        viewModel.commit(value: "committed")
        var values: [String] = []
        let cancellable = viewModel.textFieldValue.sink { values.append($0) }
        #expect(values == ["committed"])
        #expect(model.value == "committed")
        cancellable.cancel()
    }
}
