import Bindings
import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine
public import ViewKit

/// The launch screen (the sample's Redux `LaunchViewController`): the app's name while the session is read.
/// Loading its view starts the launch; an error reading the session shows as an alert, and dismissing it
/// lets the app go on to onboarding.
@MainActor
public final class LaunchViewController: ViewController {
    /// The launch's state: the errors to present.
    public let statePublisher: AnyPublisher<LaunchViewControllerState, Never>
    /// Starts the launch and hears that an error was seen.
    public let userInteractions: any LaunchingUserInteractions
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresenting(errorMessage)
    }

    /// Creates the screen.
    public init(
        statePublisher: AnyPublisher<LaunchViewControllerState, Never>, userInteractions: any LaunchingUserInteractions
    ) {
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        super.init()
    }

    public override func loadView() {
        view = StackView(axis: .vertical, arrangedSubviews: [Label(text: KooberStrings.appName, style: .largeTitle)])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.map(\.errorsToPresent).removeDuplicates().bind(to: self) { controller, errors in
            controller.errors.show(errors)
        }
        userInteractions.launchApp()
    }
}
