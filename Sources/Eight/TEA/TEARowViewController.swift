public import Eight
public import Services
public import TEA
public import ViewKit

/// The TEA row (the videos' `teaDidLoad`): owns a driver of our TEA library over ``TEAState``, starting from
/// the model's text with the model as the commands' environment, and shows the driver's view controller as
/// its child.
///
/// NB: the row owns the driver, not the driver's root: the driver holds its root, so a root that held the
/// driver would keep both (and the model subscription) alive after the window closed.
@MainActor
public final class TEARowViewController: ViewKit.ViewController {
    /// The row's driver.
    public let driver: Driver<TEAState, TEACommand>

    /// A row on `model`, its field and button named by `labels`; `clock` delivers the driver's messages.
    public init(model: TextModel, labels: RowLabels, clock: any Clock) {
        driver = Driver(
            TEAState(text: model.value),
            update: { state, message in state.update(message) },
            view: { state in state.view(labels: labels) },
            subscriptions: { [weak model] state in model.map(state.subscriptions(model:)) ?? [] },
            clock: clock,
            environment: model)
        super.init()
    }

    public override func loadView() {
        let root = driver.viewController
        addChild(root)
        view = StackView(arrangedSubviews: [root.view])
        root.didMove(toParent: self)
    }
}
