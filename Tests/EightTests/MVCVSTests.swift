import Eight
import EightApp
import TestSupport
import Testing
import ViewKit
import ViewStateStore

/// The MVC+ViewState row: typing writes the view state, Commit copies it to the model, a model change
/// writes it.
@MainActor
struct MVCVSTests {
    let directory = TemporaryDirectory(prefix: "eight-mvcvs")

    private func field(of controller: MVCVSViewController) throws -> TextField {
        try #require(controller.view.allDescendants.compactMap { $0 as? TextField }.first)
    }

    @Test func typingWritesTheViewStateAndNotTheModel() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let controller = MVCVSViewController(model: model, labels: .single)
        let field = try field(of: controller)
        #expect(controller.viewState.content == MVCVSViewState(textFieldValue: "initial value"))
        field.replaceText(byUser: "typed")
        #expect(controller.viewState.content.textFieldValue == "typed")
        #expect(model.value == "initial value")
    }

    @Test func commitCopiesTheViewStateToTheModel() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let controller = MVCVSViewController(model: model, labels: .single)
        controller.loadViewIfNeeded()
        controller.viewState.commit(MVCVSViewState.Action.textChanged) { $0.textFieldValue = "from the state" }
        #expect(try field(of: controller).text == "from the state", "the field follows the view state")
        controller.commitTapped()
        #expect(model.value == "from the state")
    }

    @Test func aModelChangeWritesTheViewStateSoCommitNeverWritesAnOldText() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        let controller = MVCVSViewController(model: model, labels: .single)
        try field(of: controller).replaceText(byUser: "typed earlier")
        model.value = "another row's commit"
        #expect(controller.viewState.content.textFieldValue == "another row's commit")
        #expect(try field(of: controller).text == "another row's commit")
        controller.commitTapped()
        #expect(model.value == "another row's commit")
    }
}
