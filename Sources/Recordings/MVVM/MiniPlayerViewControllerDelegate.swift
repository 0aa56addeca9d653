/// What the mini player asks of its coordinator.
@MainActor
public protocol MiniPlayerViewControllerDelegate: AnyObject {
    /// The person tapped the bar's name: show the player of the loaded recording.
    func miniPlayerDidRequestPlayer(_ miniPlayer: MiniPlayerViewController)
}
