/// A registration made with ``Window/addKeyboardObserver(_:)``: the handler receives the window's keyboard
/// events until ``invalidate()`` is called or this object is released, as an `NSKeyValueObservation`
/// does.
@MainActor
public final class KeyboardObservation {
    private weak var window: Window?
    private let id: Int

    init(window: Window, id: Int) {
        self.window = window
        self.id = id
    }

    /// Whether the handler still receives events.
    public var isObserving: Bool { window?.hasKeyboardObserver(id) ?? false }

    /// Stops the events; calling it again does nothing.
    public func invalidate() {
        window?.removeKeyboardObserver(id)
        window = nil
    }

    /// NB: isolated, so the window's observer list is touched on the main actor wherever the last
    /// reference goes.
    isolated deinit {
        invalidate()
    }
}
