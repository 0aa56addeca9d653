public import Eight
public import MAVB
public import ViewKit

/// The MAVB row (the videos' `mavbDidLoad`): a view controller binder whose field and button are binders
/// of our MAVB library, over two adapters: the model adapter (``TextModelAdapter``) and a view-state
/// adapter (`Var`) holding the field's text.
///
/// The field shows the view state; typing sets it; a model change sets it too (the videos' view state hears
/// only the typing, so Commit after another row's commit would write the old typed text back); Commit sends
/// the view state's text to the model adapter.
@MainActor
public enum MAVBRow {
    /// The row's binder, on `model`, its field and button named by `labels`.
    public static func viewController(model: TextModel, labels: RowLabels) -> ViewControllerBinder {
        let modelAdapter = TextModelAdapter(model: model)
        let viewStateAdapter = Var(model.value)
        return ViewControllerBinder(
            .cancelOnClose -- [{ modelAdapter.textSignal.bind(to: viewStateAdapter.input) }],
            .layout
                -- .horizontal(
                    .view(textField(labels: labels, viewState: viewStateAdapter)),
                    .view(commitButton(labels: labels, viewState: viewStateAdapter, model: modelAdapter))
                )
        )
    }

    /// The field: the view state's text, and every edit back into it.
    public static func textField(labels: RowLabels, viewState: Var<String>) -> TextFieldBinder {
        TextFieldBinder(
            .accessibilityLabel -- labels.field,
            .shownText <-- viewState.signal,
            .textDidChange --> Input().bind(to: viewState.input)
        )
    }

    /// The Commit button: a tap sends the view state's text to the model adapter.
    public static func commitButton(
        labels: RowLabels, viewState: Var<String>, model: TextModelAdapter
    ) -> ButtonBinder {
        ButtonBinder(
            .title -- EightStrings.commit,
            .accessibilityLabel -- labels.commit,
            .action --> Input().map { TextModelAdapter.Message.commit(viewState.value) }.bind(to: model.input)
        )
    }
}

extension Property where Instance == TextField, Value == String {
    /// The field's text, replaced even while the person edits it when it differs: a commit in another row
    /// replaces this row's draft, as in every other row. (The library's `.text` leaves a field being edited
    /// alone, so the field would keep showing a draft its view state no longer holds.)
    public static var shownText: Property {
        Property("shownText") { field, text in if field.text != text { field.text = text } }
    }
}
