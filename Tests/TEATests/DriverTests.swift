import Foundation
import Services
import Testing
import ViewKit

@testable import TEA

@MainActor
@Suite struct DriverTests {
    @Test func sendIsDeliveredOnTheRunQueue() {
        let program = TestProgram()
        program.driver.send(.increment)
        #expect(program.driver.model.count == 0)
        program.clock.drain()
        #expect(program.driver.model.count == 1)
    }

    /// Reentrancy policy: messages a command sends while the driver processes a message are queued and
    /// processed after it, in the order sent.
    @Test func messagesSentDuringProcessingAreQueued() {
        let program = TestProgram()
        program.send(.sendTwice)
        #expect(
            program.driver.model.log == ["sendTwice", "record(\"first\")", "record(\"second\")", "record(\"third\")"])
    }

    /// One message is one pass: `update`, one view computed and reconciled, then its commands; each
    /// message a command sends is a pass of its own, so every message's state is rendered, once.
    @Test func eachMessageIsRenderedOnce() {
        let program = TestProgram()
        #expect(program.box.views == 1)
        program.send(.increment)
        #expect(program.box.views == 2)
        program.send(.sendTwice)
        #expect(program.driver.model.log.count == 5)
        #expect(program.box.views == 6)
    }

    /// The book's driver renders after every message, even one that changes nothing.
    @Test func withoutACheckEveryMessageIsRendered() {
        let program = TestProgram()
        program.send(.ignore)
        #expect(program.box.views == 2)
        #expect(program.box.subscriptionRequests == 2)
    }

    /// With `isUnchanged`, a message that leaves the model as it was is neither rendered nor diffed
    /// against the running subscriptions (which keep running), and its commands still run; the next
    /// change renders as before.
    @Test func aMessageThatChangesNothingIsNotRendered() {
        let program = TestProgram(skippingUnchangedModels: true)
        program.send(.ticking(true))
        #expect(program.box.views == 2)
        #expect(program.box.subscriptionRequests == 2)
        program.send(.ignore)
        #expect(program.box.views == 2)
        #expect(program.box.subscriptionRequests == 2)
        #expect(program.box.starts == 1)
        #expect(program.box.stops == 0)
        program.send(.sendTwice)
        #expect(program.driver.model.log.suffix(3) == ["record(\"first\")", "record(\"second\")", "record(\"third\")"])
        program.send(.increment)
        #expect((program.detailStack?.arrangedSubviews.first as? ViewKit.Label)?.text == "Count 1")
        #expect(program.box.views == 7)
    }

    @Test func unchangedSubscriptionsAreNotRestarted() {
        let program = TestProgram()
        program.send(.ticking(true))
        #expect(program.box.starts == 1)
        program.send(.increment)
        program.send(.increment)
        #expect(program.box.starts == 1)
        #expect(program.box.stops == 0)
        program.box.emit?(42)
        program.clock.drain()
        #expect(program.driver.model.count == 42)
        program.send(.ticking(false))
        #expect(program.box.stops == 1)
        #expect(program.driver.runningSubscriptionIDs.isEmpty)
    }

    /// A source that sends after its subscription stopped (a late timer, say) sends nothing, even once
    /// a subscription with the same id runs again.
    @Test func anEventFromAStoppedSubscriptionIsDropped() throws {
        let program = TestProgram()
        program.send(.ticking(true))
        let stale = try #require(program.box.emit)
        program.send(.ticking(false))
        stale(7)
        program.clock.drain()
        #expect(program.driver.model.count == 0)
        program.send(.ticking(true))
        #expect(program.box.starts == 2)
        stale(8)
        program.clock.drain()
        #expect(program.driver.model.count == 0)
        program.box.emit?(9)
        program.clock.drain()
        #expect(program.driver.model.count == 9)
    }

    @Test func restorationRoundTrip() throws {
        let rows = (0..<3).map { TestModel.Row(id: $0, text: "Row \($0)") }
        let program = TestProgram(TestModel(rows: rows))
        let application = Application(
            delegate: RestoringDelegate(root: program.driver.viewController), clock: program.clock)
        let window = application.openWindow(sizeClass: .regular)
        program.send(.increment)
        let archive = try #require(application.restorableState(of: window))

        let restored = TestProgram()
        let second = Application(
            delegate: RestoringDelegate(root: restored.driver.viewController), clock: restored.clock)
        let restoredWindow = second.openWindow(sizeClass: .regular, restoring: archive)
        #expect(restored.driver.model == program.driver.model)
        #expect(Snapshot.render(restoredWindow.renderTree()) == Snapshot.render(window.renderTree()))
    }
}

/// Installs a given root controller and opts into restoration.
@MainActor
final class RestoringDelegate: ApplicationDelegate {
    let root: ViewKit.ViewController
    init(root: ViewKit.ViewController) { self.root = root }
    func application(_ application: Application, configure window: Window) { window.rootViewController = root }
    func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool { true }
    func application(_ application: Application, shouldRestoreApplicationState coder: RestorationCoder) -> Bool {
        true
    }
}
