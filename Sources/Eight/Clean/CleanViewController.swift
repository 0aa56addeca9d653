public import Eight
public import ViewKit

/// The "Clean" row's view: a passive view controller that builds the use case and presenter, becomes the
/// presenter's ``CleanView`` and forwards Commit to it.
@MainActor
public final class CleanViewController: ViewController, CleanView {
    /// The presenter, made when the view loads.
    public private(set) var presenter: CleanPresenter?
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
        let presenter = CleanPresenter(useCase: CleanUseCase(model: model))
        self.presenter = presenter
        presenter.view = self
    }

    public var cleanTextFieldValue: String {
        get { textField.text }
        set { textField.text = newValue }
    }
}
