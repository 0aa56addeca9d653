public import Eight
import Services

/// What the use case tells its presenter (the videos' `CleanPresenterProtocol`).
@MainActor
public protocol CleanUseCaseOutput: AnyObject {
    /// The text to show.
    var textFieldValue: String { get set }
}

/// The "Clean" row's use case (the videos' `CleanUseCase`): the one place that reads and writes the model,
/// and that hears its changes, passing them to its presenter.
@MainActor
public final class CleanUseCase {
    /// The shared model.
    public let model: TextModel
    /// The presenter told of every change, held weakly.
    public weak var presenter: (any CleanUseCaseOutput)?
    private var observation: CancellationToken?

    /// The use case of `model`.
    public init(model: TextModel) {
        self.model = model
        observation = model.addObserver { [weak self] value in self?.presenter?.textFieldValue = value }
    }

    /// The model's text; setting it commits.
    public var modelValue: String {
        get { model.value }
        set { model.value = newValue }
    }
}
