public import Elements
public import KooberElementsKit
public import KooberKit
import KooberUI
public import ViewKit

/// What the Elements screens that present errors share: the screen observes only while it is on screen
/// (its ``observer`` starts in `viewWillAppear` and stops in `viewWillDisappear`), and it presents each
/// error its observer delivers as an alert whose dismissal starts a new finished-presenting-error use case.
///
/// Contract: a subclass that overrides `viewWillAppear` or `viewWillDisappear` calls `super` first; its
/// observer's event responder is the subclass, whose ``received(newErrorMessage:)`` this is.
@MainActor
public class ErrorPresentingViewController: ViewController {
    // MARK: - Properties
    /// Delivers what the screen shows, its errors among them; observes while the screen is on screen.
    public let observer: any Observer
    /// Makes the use case for a dismissed error.
    public let makeFinishedPresentingErrorUseCase: FinishedPresentingErrorUseCaseFactory

    // MARK: - Methods
    /// Creates the screen observing with `observer`; each dismissed error starts a use case that
    /// `finishedPresentingErrorUseCaseFactory` makes.
    public init(
        observer: any Observer,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.observer = observer
        self.makeFinishedPresentingErrorUseCase = finishedPresentingErrorUseCaseFactory
        super.init()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observer.startObserving()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observer.stopObserving()
    }

    /// Presents `newErrorMessage`; its dismissal starts the finished-presenting-error use case (while the
    /// screen still exists).
    public func received(newErrorMessage: ErrorMessage) {
        present(errorMessage: newErrorMessage) { [weak self] in self?.finishedPresenting(newErrorMessage) }
    }

    private func finishedPresenting(_ errorMessage: ErrorMessage) {
        makeFinishedPresentingErrorUseCase(errorMessage).start()
    }
}
