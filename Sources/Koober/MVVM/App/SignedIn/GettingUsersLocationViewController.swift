import Bindings
import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
import ViewKit

/// "Finding your location..." (the sample's `GettingUsersLocationViewController`): asks for the location
/// when it loads; a failure is an alert (the view is ``FindingLocationViewController``'s, shared with every
/// pattern).
@MainActor
public final class GettingUsersLocationViewController: FindingLocationViewController {
    /// The screen's view model.
    public let viewModel: GettingUsersLocationViewModel

    /// Creates the screen.
    public init(viewModel: GettingUsersLocationViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
        viewModel.getUsersCurrentLocation()
    }
}
