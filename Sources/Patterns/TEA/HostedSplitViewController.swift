public import ViewKit

/// The real controller of a ``ViewController/splitViewController(_:modal:)``: its own delegate (collapse
/// follows ``SplitViewController/collapseSecondaryViewController``), and the presenter of its modal.
@MainActor @usableFromInline
final class HostedSplitViewController<Message>: ViewKit.SplitViewController, SplitViewControllerDelegate {
    /// The newest virtual alert of a presented modal alert, read when one of its actions is pressed.
    private final class AlertBox {
        var alert: Alert<Message>
        init(_ alert: Alert<Message>) { self.alert = alert }
    }

    @usableFromInline var collapseSecondary = true
    @usableFromInline var popDetail: Message?
    /// The controller the modal slot shows (presented, or waiting to be).
    private var modalController: ViewKit.ViewController?
    private var alertBox: AlertBox?

    @usableFromInline
    init(primary: HostedNavigationController<Message>, secondary: HostedNavigationController<Message>) {
        super.init(primary: primary, secondary: secondary)
        delegate = self
    }

    /// The book's delegate: an empty detail is kept off a collapsed primary stack.
    @usableFromInline
    func splitViewController(
        _ splitViewController: ViewKit.SplitViewController,
        collapseSecondary secondaryViewController: ViewKit.ViewController,
        onto primaryViewController: ViewKit.ViewController
    ) -> Bool {
        collapseSecondary
    }

    /// Shows the detail; does nothing when a collapsed split already shows it on the primary stack.
    ///
    /// NB: ViewKit's restoration re-shows a collapsed detail after the driver's decode has already
    /// rendered it; pushing it twice would be a programmer error.
    @usableFromInline
    override func showDetailViewController(_ detail: ViewKit.ViewController, sender: Any?) {
        if isCollapsed, primaryNavigationController?.viewControllers.contains(where: { $0 === detail }) == true {
            return
        }
        super.showDetailViewController(detail, sender: sender)
    }

    /// Presents, keeps, replaces or dismisses the modal so it matches `modal`.
    ///
    /// A presentation ViewKit refuses (something else, such as an alert from a command, is up) is tried
    /// again on the next render. An alert whose look is unchanged stays on screen and sends the newest
    /// messages.
    @usableFromInline
    func reconcileModal(_ modal: Modal<Message>?, reconciler: Reconciler<Message>) {
        let presented = modalController.flatMap { presentedViewController === $0 ? $0 : nil }
        guard let modal else {
            if presented != nil { dismiss(animated: true) }
            modalController = nil
            alertBox = nil
            return
        }
        let next: ViewKit.ViewController
        if case .alert(let alert) = modal.viewController {
            if presented is AlertController, let alertBox, alertBox.alert.signature == alert.signature {
                alertBox.alert = alert
                return
            }
            let box = AlertBox(alert)
            alertBox = box
            next = AlertRendering.makeController(for: alert, current: { box.alert }, send: reconciler.sink.send)
        } else {
            alertBox = nil
            next = reconciler.controller(for: modal.viewController, reusing: presented ?? modalController)
        }
        if next.modalPresentationStyle != modal.presentationStyle, !(next is AlertController) {
            next.modalPresentationStyle = modal.presentationStyle
        }
        guard next !== presented else { return }
        if presented != nil { dismiss(animated: true) }
        modalController = next
        present(next, animated: true)
        if presentedViewController === next, let alert = next as? AlertController {
            alert.textFields.first?.becomeFirstResponder()
        }
    }

}
