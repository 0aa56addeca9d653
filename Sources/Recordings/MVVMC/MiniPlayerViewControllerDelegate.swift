/// What the mini player asks of its coordinator.
@MainActor
public protocol MiniPlayerViewControllerDelegate: AnyObject {
    /// The person tapped the loaded recording's name: show its player.
    func showPlayer()
}
