public import Eight
import Services
public import ViewKit

/// The MVC row (the videos' `mvcDidLoad`): the controller sets the field from the model, observes the
/// model's change notifications to set it again, and on Commit writes the field's text to the model.
@MainActor
public final class MVCViewController: ViewController {
    /// The shared model.
    public let model: TextModel
    /// The row's text field.
    public let textField = TextField()
    private let labels: RowLabels
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
        textField.text = model.value
        observation = model.addObserver { [weak self] value in self?.textField.text = value }
    }

    /// The button's action: the field's text becomes the model's.
    public func commitTapped() {
        model.value = textField.text
    }
}
