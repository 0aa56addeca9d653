import Foundation
import Services
import TEA
import Testing
import ViewKit

/// Mapped virtual views (Elm's `Html.map`): a part's view, made with the part's messages, shown in the
/// app's view with each message mapped. Mapping keeps the view as it is; the renderer maps each message
/// its controls send, renders the part in place, and keeps skipping the part's lazy views.
@MainActor
@Suite struct MappedViewTests {
    /// The part: a counter with a button and a lazy label of its title.
    struct Part: Codable, Equatable {
        var title = "A"
        var count = 0

        enum Message: Equatable, Sendable {
            case increment
            case retitle(String)
        }

        mutating func update(_ message: Message) {
            switch message {
            case .increment: count += 1
            case .retitle(let title): self.title = title
            }
        }
    }

    struct Model: Codable, Equatable {
        var part = Part()
        var ticks = 0
    }

    enum Message: Equatable, Sendable {
        case part(Part.Message)
        case tick
    }

    /// Counts the calls of the part's lazy view function.
    final class Calls {
        var title = 0
    }

    let calls = Calls()
    let program: WindowedProgram<Model, Message>
    var clock: VirtualClock { program.clock }
    var driver: Driver<Model, NoCommand<Message>> { program.driver }

    init() {
        let calls = self.calls
        program = WindowedProgram(
            Model(), sizeClass: .compact,
            update: { model, message in
                switch message {
                case .part(let message): model.part.update(message)
                case .tick: model.ticks += 1
                }
            },
            view: { model in
                let part: TEA.View<Part.Message> = .stackView(views: [
                    .lazy(model.part.title) { title in
                        calls.title += 1
                        return .label(text: title)
                    },
                    .button(text: "Count \(model.part.count)", onTap: .increment),
                ])
                return .viewController(
                    .stackView(views: [part.map(Message.part), .label(text: "Ticks \(model.ticks)")]))
            })
    }

    /// The part's real stack view.
    var part: ViewKit.StackView? {
        (driver.viewController.view as? ViewKit.StackView)?.arrangedSubviews.first as? ViewKit.StackView
    }

    @Test func aControlOfAMappedViewSendsTheMappedMessage() throws {
        let button = try #require(part?.arrangedSubviews.last as? ViewKit.Button)
        button.sendActions(for: .primaryActionTriggered)
        clock.drain()
        #expect(driver.model.part.count == 1)
        // Rendered again in place, with one action for the tap.
        #expect(part?.arrangedSubviews.last === button)
        #expect(button.currentTitle == "Count 1")
        #expect(button.registrations(for: .primaryActionTriggered).count == 1)
        button.sendActions(for: .primaryActionTriggered)
        clock.drain()
        #expect(driver.model.part.count == 2)
    }

    @Test func aLazyViewInAMappedViewIsSkippedWhileItsInputIsUnchanged() throws {
        #expect(calls.title == 1)
        let label = try #require(part?.arrangedSubviews.first as? ViewKit.Label)
        label.text = "set by hand"
        program.send(.tick)
        program.send(.part(.increment))
        #expect(calls.title == 1)
        #expect(label.text == "set by hand", "the skipped lazy view's real view is not touched")
        program.send(.part(.retitle("B")))
        #expect(calls.title == 2)
        #expect(part?.arrangedSubviews.first === label)
        #expect(label.text == "B")
    }

    @Test func mapsComposeAndShowOneLevelAtATime() throws {
        let button: TEA.View<Part.Message> = .button(text: "Go", onTap: .increment)
        // Mapped twice: one mapped view of the button, through both functions.
        let twice = button.map(Message.part).map { [$0] }
        guard case ._mapped(let both) = twice, case ._button(let mapped) = both.view else {
            Issue.record("not a mapped button: \(twice)")
            return
        }
        #expect(mapped.text == "Go")
        #expect(mapped.onTap == [Message.part(.increment)])
        let stack: TEA.View<Part.Message> = .stackView(views: [button])
        guard case ._mapped(let mappedStack) = stack.map(Message.part),
            case ._stackView(let shown) = mappedStack.view, case ._mapped(let child)? = shown.views.first,
            case ._button(let childButton) = child.view
        else {
            Issue.record("not a stack of mapped children")
            return
        }
        #expect(childButton.onTap == .part(.increment))
    }
}
