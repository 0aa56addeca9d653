public import ViewKit

/// The real controller of a ``ViewController/navigationController(_:)``: its own delegate, it turns a
/// person's pops into the ``NavigationController/back`` or ``NavigationController/popDetail`` message.
@MainActor @usableFromInline
final class HostedNavigationController<Message>: ViewKit.NavigationController, NavigationControllerDelegate {
    @usableFromInline var back: Message?
    @usableFromInline var popDetail: Message?
    private let sink: MessageSink<Message>

    @usableFromInline
    init(sink: MessageSink<Message>) {
        self.sink = sink
        super.init()
        delegate = self
    }

    /// Pops the renderer makes are not echoed; a person's pop sends `popDetail` when it took a collapsed
    /// split view's detail off the stack, `back` otherwise.
    @usableFromInline
    func navigationController(
        _ navigationController: ViewKit.NavigationController, didPop viewControllers: [ViewKit.ViewController],
        byUser: Bool
    ) {
        guard byUser else { return }
        let detail = splitViewController?.secondaryViewController
        if let detail, viewControllers.contains(where: { $0 === detail }) {
            let message = popDetail ?? (splitViewController as? HostedSplitViewController<Message>)?.popDetail
            if let message { sink.send(message) }
        } else if let back {
            sink.send(back)
        }
    }

}
