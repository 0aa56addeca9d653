import Eight
import EightApp
import TestSupport
import Testing

/// The MVP row: the presenter with a fake view, no view controller.
@MainActor
struct MVPTests {
    final class FakeView: MVPView {
        var textFieldValue = ""
        init() {}
    }

    let directory = TemporaryDirectory(prefix: "eight-mvp")

    @Test func thePresenterGivesTheViewTheModelNowAndAfterEveryChange() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let view = FakeView()
        let presenter = MVPPresenter(model: model, view: view)
        #expect(view.textFieldValue == "initial value")
        model.value = "changed"
        #expect(view.textFieldValue == "changed")
        _ = presenter
    }

    @Test func commitReadsTheViewIntoTheModel() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let view = FakeView()
        let presenter = MVPPresenter(model: model, view: view)
        view.textFieldValue = "typed"
        #expect(model.value == "initial value")
        presenter.commit()
        #expect(model.value == "typed")
    }

    @Test func thePresenterHoldsItsViewWeakly() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        var view: FakeView? = FakeView()
        let presenter = MVPPresenter(model: model, view: try #require(view))
        view = nil
        #expect(presenter.view == nil)
        model.value = "nobody listens"
        presenter.commit()
        #expect(model.value == "", "a presenter without a view commits an empty text, as the video's does")
    }
}
