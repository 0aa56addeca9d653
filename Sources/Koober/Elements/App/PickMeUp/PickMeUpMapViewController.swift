public import Elements
public import KooberReduxKit
public import ViewKit

/// The pick-me-up map (the sample's Elements `PickMeUpMapViewController`): renders what its observer
/// delivers, while it is on screen.
@MainActor
public final class PickMeUpMapViewController: ViewController {
    // MARK: - Properties
    /// Delivers the map's states.
    public let observer: any Observer
    /// The map's view.
    public let userInterface: any PickMeUpMapUserInterfaceView

    // MARK: - Methods
    /// Creates the map screen.
    public init(observer: any Observer, userInterface: any PickMeUpMapUserInterfaceView) {
        self.observer = observer
        self.userInterface = userInterface
        super.init()
    }

    public override func loadView() {
        view = userInterface
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observer.startObserving()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observer.stopObserving()
    }
}

extension PickMeUpMapViewController: ObserverForPickMeUpMapEventResponder {
    /// Renders `newMapState`.
    public func received(newMapState: MapViewControllerState) {
        userInterface.render(newState: newMapState)
    }
}
