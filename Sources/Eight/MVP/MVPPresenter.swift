public import Eight
import Services

/// What the MVP presenter needs of its view (the videos' `ViewProtocol`): the field's text, read and
/// written.
@MainActor
public protocol MVPView: AnyObject {
    /// The text the field shows.
    var textFieldValue: String { get set }
}

/// The MVP row's presenter (the videos' `ViewPresenter`): it owns the logic between the model and a view
/// it knows only by ``MVPView``. It gives the view the model's text at once and after every change, and on
/// ``commit()`` reads the view's text into the model.
@MainActor
public final class MVPPresenter {
    /// The shared model.
    public let model: TextModel
    /// The view, held weakly (the view owns the presenter).
    public private(set) weak var view: (any MVPView)?
    private var observation: CancellationToken?

    /// A presenter between `model` and `view`; sets the view's text now.
    public init(model: TextModel, view: any MVPView) {
        self.model = model
        self.view = view
        view.textFieldValue = model.value
        observation = model.addObserver { [weak view] value in view?.textFieldValue = value }
    }

    /// Commits the view's text to the model.
    public func commit() {
        model.value = view?.textFieldValue ?? ""
    }
}
