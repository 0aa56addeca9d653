import Bindings
import KooberKit
public import KooberMVVMKit
import KooberUI
import OpenCombine
public import ViewKit

/// "Finding your location..." (the sample's `GettingUsersLocationViewController`): asks for the location
/// when it loads; a failure is an alert.
@MainActor
public final class GettingUsersLocationViewController: ViewController {
    /// The screen's view model.
    public let viewModel: GettingUsersLocationViewModel

    /// Creates the screen.
    public init(viewModel: GettingUsersLocationViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func loadView() {
        let spinner = ActivityIndicatorView()
        spinner.startAnimating()
        view = StackView(
            axis: .vertical, arrangedSubviews: [Label(text: KooberStrings.findingLocation, style: .title), spinner])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
        viewModel.getUsersCurrentLocation()
    }
}
