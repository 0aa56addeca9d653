// A counter in The Elm Architecture: a tap sends a message, `update` changes the model and returns
// commands, and the driver re-renders, then runs the commands.
import Services
import TEA
import ViewKit

struct Counter: Codable {
    var count = 0

    enum Message: Sendable {
        case addTapped
    }

    /// The only place the model changes; effects come back as command values.
    mutating func update(_ message: Message) -> [CounterCommand] {
        switch message {
        case .addTapped:
            count += 1
            return count == 3 ? [.announce("three taps")] : []
        }
    }

    /// The whole interface, as a value, for this model.
    var viewController: TEA.ViewController<Message> {
        .viewController(
            .stackView(views: [
                .label(text: "Count: \(count)"),
                .button(text: "Add", onTap: .addTapped),
            ]))
    }
}

enum CounterCommand: Command {
    typealias Message = Counter.Message
    typealias Environment = Void

    case announce(String)

    func run(in context: CommandContext<Message, Void>) {
        switch self {
        case .announce(let text): print("command ran: \(text)")
        }
    }
}

let clock = VirtualClock()
let driver = Driver<Counter, CounterCommand>(
    Counter(),
    update: { model, message in model.update(message) },
    view: { model in model.viewController },
    subscriptions: { _ in [] },
    clock: clock,
    environment: ())
let window = Window()
window.rootViewController = driver.viewController
let automation = Automation(window: window)

for _ in 1...3 { try automation.tap("Add") }
// A view's message waits on the clock's run queue: nothing is processed yet.
print("count before the queue drains: \(driver.model.count)")
clock.drain()
print("count after: \(driver.model.count)")
print(automation.snapshot())
