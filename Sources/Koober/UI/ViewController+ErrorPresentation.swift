public import KooberKit
public import ViewKit

extension ViewController {
    /// Presents `errorMessage` as an alert with an OK button (the sample's `present(errorMessage:)`);
    /// `dismissed` runs once the person pressed OK. Presented on top of whatever this controller already
    /// presents, so an error never goes unseen. Returns the alert, for a caller that may take it away.
    @discardableResult
    public func present(errorMessage: ErrorMessage, dismissed: (@MainActor () -> Void)? = nil) -> AlertController {
        let alert = AlertController(title: errorMessage.title, message: errorMessage.message)
        alert.addAction(AlertAction(title: KooberStrings.ok, style: .cancel) { _ in dismissed?() })
        var presenter: ViewController = self
        while let presented = presenter.presentedViewController { presenter = presented }
        presenter.present(alert, animated: true)
        return alert
    }
}
