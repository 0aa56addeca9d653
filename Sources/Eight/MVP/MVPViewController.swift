public import Eight
public import ViewKit

/// The MVP row's view: a passive view controller that forwards Commit to its ``MVPPresenter`` and lets the
/// presenter read and write its field through ``MVPView``.
@MainActor
public final class MVPViewController: ViewController, MVPView {
    /// The presenter, made when the view loads.
    public private(set) var presenter: MVPPresenter?
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
        view = labels.rowView(field: textField) { [weak self] in self?.presenter?.commit() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        presenter = MVPPresenter(model: model, view: self)
    }

    public var textFieldValue: String {
        get { textField.text }
        set { textField.text = newValue }
    }
}
