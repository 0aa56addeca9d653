import Bindings
public import Eight
import OpenCombine
public import ViewKit

/// The MVVM row's view controller: binds the view model's output to the field (a binding the field owns,
/// ended when the field goes) and hands the field's text to the view model on Commit.
@MainActor
public final class MVVMViewController: ViewController {
    /// The view model, made when the view loads.
    public private(set) var viewModel: ViewModel?
    private let model: TextModel
    private let labels: RowLabels
    private let textField = TextField()

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
        let viewModel = ViewModel(model: model)
        self.viewModel = viewModel
        viewModel.textFieldValue.bind(to: textField, \.text)
    }

    private func commitTapped() {
        viewModel?.commit(value: textField.text)
    }
}
