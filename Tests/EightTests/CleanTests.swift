import Eight
import EightApp
import TestSupport
import Testing

/// The "Clean" row: the use case with a fake presenter, the presenter with a fake view.
@MainActor
struct CleanTests {
    final class FakePresenter: CleanUseCaseOutput {
        var textFieldValue = ""
        init() {}
    }

    final class FakeView: CleanView {
        var cleanTextFieldValue = ""
        init() {}
    }

    let directory = TemporaryDirectory(prefix: "eight-clean")

    @Test func theUseCaseReadsAndWritesTheModelAndTellsItsPresenter() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let useCase = CleanUseCase(model: model)
        let presenter = FakePresenter()
        useCase.presenter = presenter
        #expect(useCase.modelValue == "initial value")
        useCase.modelValue = "set"
        #expect(model.value == "set")
        #expect(presenter.textFieldValue == "set")
        model.value = "elsewhere"
        #expect(presenter.textFieldValue == "elsewhere")
    }

    @Test func thePresenterShowsTheTextWhenItsViewIsSetAndAfterChanges() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let presenter = CleanPresenter(useCase: CleanUseCase(model: model))
        let view = FakeView()
        presenter.view = view
        #expect(view.cleanTextFieldValue == "initial value")
        model.value = "changed"
        #expect(presenter.textFieldValue == "changed")
        #expect(view.cleanTextFieldValue == "changed")
    }

    @Test func commitHandsTheViewsTextToTheUseCase() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let presenter = CleanPresenter(useCase: CleanUseCase(model: model))
        let view = FakeView()
        presenter.view = view
        view.cleanTextFieldValue = "typed"
        #expect(model.value == "initial value")
        presenter.commit()
        #expect(model.value == "typed")
        #expect(view.cleanTextFieldValue == "typed")
    }
}
