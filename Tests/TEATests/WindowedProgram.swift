import Services
import TEA
import ViewKit

/// A TEA program without effects or subscriptions, shown in a window and driven by a virtual clock: the
/// fixture of the suites that count what a render calls, makes and touches.
@MainActor
final class WindowedProgram<Model: Codable, Message: Sendable> {
    let clock: VirtualClock
    let window: Window
    let driver: Driver<Model, NoCommand<Message>>

    /// Shows `initial` in a window of `sizeClass`, rendered once; `update` changes the model and asks for
    /// no command.
    init(
        _ initial: Model, sizeClass: SizeClass,
        update: @escaping (inout Model, Message) -> Void,
        view: @escaping (Model) -> TEA.ViewController<Message>
    ) {
        let clock = VirtualClock()
        self.clock = clock
        window = Window(sizeClass: sizeClass)
        driver = Driver(
            initial,
            update: { model, message in
                update(&model, message)
                return []
            },
            view: view, subscriptions: { _ in [] }, clock: clock, environment: ())
        window.rootViewController = driver.viewController
        _ = window.renderTree()
    }

    /// Sends `message` and runs what it scheduled.
    func send(_ message: Message) {
        driver.send(message)
        clock.drain()
    }
}
