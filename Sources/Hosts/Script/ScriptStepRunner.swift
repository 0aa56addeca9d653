public import Services
public import ViewKit

/// Performs one drive-script step on a window: the one implementation of the steps, shared by
/// `apparch drive` (``DriverSession``) and the web host's live side-by-side view.
@MainActor
public enum ScriptStepRunner {
    /// Performs `step` on `window` at once, without waiting for background work.
    ///
    /// - Parameters:
    ///   - clock: the virtual clock `wait` advances and `size` drains.
    ///   - restart: quits and relaunches the app (``ScriptStep/restart``); a host that cannot restart
    ///     throws a message that says so.
    ///   - output: receives the snapshot of a `screen` step.
    /// - Throws: the reason the step failed (``ViewKit/AutomationError`` or what `restart` throws).
    public static func perform(
        _ step: ScriptStep, on window: Window, clock: VirtualClock, restart: () throws -> Void,
        output: (String) -> Void
    ) throws {
        let automation = Automation(window: window)
        switch step {
        case .tap(let query): try automation.tap(query)
        case .select(let text): try automation.select(text)
        case .delete(let text): try automation.delete(text)
        case .type(let text, let field): try automation.type(text, into: field)
        case .submit: try automation.submit()
        case .slide(let name, let value): try automation.slide(name, to: value)
        case .back: try automation.back()
        case .refresh: try automation.refresh()
        case .wait(let seconds): clock.advance(by: seconds)
        case .size(let sizeClass):
            window.setSizeClass(sizeClass)
            clock.drain()
        case .restart: try restart()
        case .screen: output(automation.snapshot())
        case .expect(let text):
            guard automation.snapshot().contains(text) else {
                throw AutomationError("the screen does not show \"\(text)\"")
            }
        case .expectNot(let text):
            guard !automation.snapshot().contains(text) else { throw AutomationError("the screen shows \"\(text)\"") }
        case .lap:
            // NB: a lap times the steps between two laps, which only a run of a whole script has
            // (`DriverSession.run` times it); one step alone has nothing to time, so it does nothing here.
            break
        }
    }
}
