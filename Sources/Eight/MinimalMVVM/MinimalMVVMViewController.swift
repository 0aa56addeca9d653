public import Eight
import Services
public import ViewKit

/// The minimal MVVM row's view controller: observes the view model's property into the field, and hands
/// the field's text to the view model on Commit.
@MainActor
public final class MinimalMVVMViewController: ViewController {
    /// The view model, made when the view loads.
    public private(set) var viewModel: MinimalViewModel?
    private let model: TextModel
    private let labels: RowLabels
    private let textField = TextField()
    private var observation: CancellationToken?

    /// A row on `model`, its field and button named by `labels`.
    public init(model: TextModel, labels: RowLabels) {
        self.model = model
        self.labels = labels
        super.init()
    }

    public override func loadView() {
        view = labels.rowView(field: textField) { [weak self] in self?.commitTapped() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = MinimalViewModel(model: model)
        self.viewModel = viewModel
        observation = viewModel.observeTextFieldValue { [weak self] value in self?.textField.text = value }
    }

    private func commitTapped() {
        viewModel?.commit(value: textField.text)
    }
}
