import KooberKit
import KooberUI
import ViewKit

/// Shows a screen's `errorsToPresent` (the Redux states' list of errors waiting to be seen) one at a time,
/// as the sample's view controllers do: the first error becomes an alert; when the person presses OK, the
/// screen's user interactions hear `finishedPresenting`, whose reducer removes it, and the next one shows.
///
/// Contract: call ``show(_:)`` with every new list. An alert whose error has left the list (another window
/// on the same store dismissed it, or the screen's state moved on) is taken away, so one store never keeps
/// an alert up in one tab that it already closed in another.
@MainActor
final class ErrorsPresenter {
    private weak var viewController: ViewController?
    private let finishedPresenting: @MainActor (ErrorMessage) -> Void
    private var shown: (error: ErrorMessage, alert: AlertController)?

    /// Creates a presenter that shows alerts from `viewController` and reports each dismissed error to
    /// `finishedPresenting`.
    init(viewController: ViewController, finishedPresenting: @escaping @MainActor (ErrorMessage) -> Void) {
        self.viewController = viewController
        self.finishedPresenting = finishedPresenting
    }

    /// Brings the alerts in line with `errors`, the state's errors in the order they came.
    func show(_ errors: [ErrorMessage]) {
        if let shown {
            guard !errors.contains(shown.error) else { return }
            self.shown = nil
            if shown.alert.presentingViewController != nil { shown.alert.dismiss(animated: true) }
        }
        guard let next = errors.first, let viewController else { return }
        let alert = viewController.present(errorMessage: next) { [weak self] in
            guard let self, self.shown?.error == next else { return }
            self.shown = nil
            self.finishedPresenting(next)
        }
        shown = (next, alert)
    }
}
