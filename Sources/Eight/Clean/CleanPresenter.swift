/// What the "Clean" presenter needs of its view (the videos' `CleanViewProtocol`).
@MainActor
public protocol CleanView: AnyObject {
    /// The text the field shows.
    var cleanTextFieldValue: String { get set }
}

/// The "Clean" row's presenter (the videos' `CleanPresenter`): between the use case and a view it knows
/// only by ``CleanView``. It keeps the text to show, gives it to the view when the view is set and after
/// every change, and on ``commit()`` hands the view's text to the use case.
@MainActor
public final class CleanPresenter: CleanUseCaseOutput {
    /// The use case.
    public let useCase: CleanUseCase
    /// The view, held weakly; setting it shows the current text.
    public weak var view: (any CleanView)? {
        didSet { view?.cleanTextFieldValue = textFieldValue }
    }
    /// The text to show.
    public var textFieldValue: String {
        didSet { view?.cleanTextFieldValue = textFieldValue }
    }

    /// A presenter of `useCase`, which it becomes the output of.
    public init(useCase: CleanUseCase) {
        self.useCase = useCase
        textFieldValue = useCase.modelValue
        useCase.presenter = self
    }

    /// Commits the view's text.
    public func commit() {
        useCase.modelValue = view?.cleanTextFieldValue ?? ""
    }
}
