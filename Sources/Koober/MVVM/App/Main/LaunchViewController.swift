import Bindings
import KooberKit
public import KooberMVVMKit
import KooberUI
import OpenCombine
public import ViewKit

/// The launch screen (the sample's `LaunchViewController` and `LaunchRootView`): "KOOBER" while the app
/// finds out who is signed in; building the view starts the lookup, as in the book. An error is shown as
/// an alert and reported back to the view model when dismissed.
@MainActor
public final class LaunchViewController: ViewController {
    /// The screen's view model.
    public let viewModel: LaunchViewModel

    /// Creates the screen.
    public init(viewModel: LaunchViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func loadView() {
        view = StackView(axis: .vertical, arrangedSubviews: [Label(text: KooberStrings.appName, style: .largeTitle)])
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.viewModel.errorPresentation.send(.presenting)
            controller.present(errorMessage: errorMessage) { [weak controller] in
                controller?.viewModel.errorPresentation.send(.dismissed)
            }
        }
        viewModel.loadUserSession()
    }
}
