/// A view that turns a person's input into events delivered to targets or closures; the counterpart of
/// `UIControl`.
///
/// Handlers run synchronously, in the order they were added, when the control sends an event. A disabled
/// control still sends events when code calls ``sendActions(for:)``; automation and hosts refuse to act on
/// it.
@MainActor
open class Control: View {
    /// The events a control sends.
    public enum Event: Hashable, Sendable {
        /// A button was tapped (UIKit's `.primaryActionTriggered` / `.touchUpInside`).
        case primaryActionTriggered
        /// The value changed through the user (sliders, switches, segmented controls, refresh).
        case valueChanged
        /// A text field became first responder.
        case editingDidBegin
        /// A text field's text changed through the user.
        case editingChanged
        /// A text field resigned first responder.
        case editingDidEnd
        /// Return was pressed in a text field.
        case editingDidEndOnExit
    }

    /// A registered handler, with its target when added as target and action.
    public struct Registration {
        /// The target object, held weakly; nil for closure actions or once the target is gone.
        public weak var target: AnyObject?
        let isTargetAction: Bool
        let handler: @MainActor (Control) -> Void
    }

    /// Whether a person can use the control.
    public var isEnabled = true

    private var registrations: [Event: [Registration]] = [:]

    /// Adds a closure that runs when the control sends `event`.
    public func addAction(for event: Event, _ handler: @escaping @MainActor (Control) -> Void) {
        registrations[event, default: []].append(
            Registration(target: nil, isTargetAction: false, handler: handler))
    }

    /// Adds a target and action: when the control sends `event`, the method `action` of `target` runs,
    /// unless the target is gone (it is held weakly). The counterpart of UIKit's target and selector,
    /// typed: `button.addTarget(self, action: PlayViewController.play, for: .primaryActionTriggered)`.
    public func addTarget<Target: AnyObject>(
        _ target: Target,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        for event: Event
    ) {
        let registration = Registration(
            target: target, isTargetAction: true,
            handler: { [weak target] _ in
                if let target { action(target)() }
            })
        registrations[event, default: []].append(registration)
    }

    /// Removes every handler for `event` (targets and closures).
    public func removeAllActions(for event: Event) {
        registrations[event] = nil
    }

    /// The handlers registered for `event`, in order.
    public func registrations(for event: Event) -> [Registration] {
        registrations[event] ?? []
    }

    /// Runs every handler for `event`, in order.
    public func sendActions(for event: Event) {
        for registration in registrations[event] ?? [] {
            if registration.isTargetAction && registration.target == nil { continue }
            registration.handler(self)
        }
    }
}
