public import Eight
public import ViewKit
public import ViewStateStore

/// The MVC+ViewState row (the videos' `mvcvsDidLoad`): typing writes the view state, which the field
/// already shows; Commit copies the view state's text to the model; a model change writes the view state,
/// and the field follows the view state.
///
/// NB: the videos' view state hears only the typing, so after another row commits it still holds the
/// text typed earlier, and Commit here would write that back over the new value. The view state follows
/// the model too, as the book's MVC+ViewState makes the view state the one source of what is shown.
@MainActor
public final class MVCVSViewController: ViewController {
    /// The row's view state, in our view-state store.
    public let viewState: NotifyingStore<MVCVSViewState>
    private let model: TextModel
    private let labels: RowLabels
    private let textField = TextField()
    private var observations: [AnyObject] = []

    /// A row on `model`, its field and button named by `labels`.
    public init(model: TextModel, labels: RowLabels) {
        self.model = model
        self.labels = labels
        viewState = NotifyingStore(name: "ViewState", content: MVCVSViewState(textFieldValue: model.value))
        super.init()
    }

    public override func loadView() {
        textField.addAction(for: .editingChanged) { [weak self] control in
            guard let field = control as? TextField else { return }
            self?.viewState.commit(MVCVSViewState.Action.textChanged, alreadyApplied: true) {
                $0.textFieldValue = field.text
            }
        }
        view = labels.rowView(field: textField) { [weak self] in self?.commitTapped() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observations.append(
            viewState.addObserver(actionType: MVCVSViewState.Action.self) { [weak self] state, _ in
                self?.textField.text = state.textFieldValue
            })
        observations.append(
            model.addObserver { [weak self] value in
                self?.viewState.commit(MVCVSViewState.Action.modelChanged) { $0.textFieldValue = value }
            })
    }

    /// The button's action: the view state's text becomes the model's.
    public func commitTapped() {
        model.value = viewState.content.textFieldValue
    }
}
