public import Services

extension Window {
    /// Where a window's keyboard events come from.
    public enum KeyboardSource: Sendable {
        /// A virtual keyboard, ``Window/virtualKeyboardHeight`` points high across the bottom of the window,
        /// is up while a text field in the window has the focus, as on a phone without a hardware keyboard:
        /// headless hosts and tests.
        case virtual
        /// The host reports its keyboard with ``Window/reportKeyboardFrame(_:)`` (the browser host, from the
        /// tab's visual viewport); the focus alone moves nothing.
        case host
    }

    /// The height of the virtual keyboard, in points: an iPhone's portrait keyboard.
    public static let virtualKeyboardHeight: Double = 216

    /// Calls `handler` with every keyboard event of this window until the returned observation is
    /// invalidated or released; the counterpart of observing `keyboardWillShowNotification`,
    /// `keyboardWillChangeFrameNotification` and `keyboardWillHideNotification`.
    ///
    /// Events are posted synchronously, on the main actor, to the handlers in the order they were added
    /// (see ``KeyboardEvent`` for which events a move posts). With a ``KeyboardSource/virtual`` keyboard,
    /// giving the focus to a field when none had it shows the keyboard (after the field's
    /// `editingDidBegin`), moving the focus from one field to another posts nothing, and ending editing
    /// hides it (after `editingDidEnd`).
    ///
    /// Reentrancy: a handler that changes the focus, or adds or cancels observations, takes effect at
    /// once; events that result are posted before the current one reaches later handlers. A handler
    /// cancelled during a post is not called again.
    ///
    /// ```swift
    /// override func viewDidAppear(_ animated: Bool) {
    ///     super.viewDidAppear(animated)
    ///     keyboardObservation = view.window?.addKeyboardObserver { [weak self] event in
    ///         self?.moveContent(forKeyboardFrame: event.info.endFrame)
    ///     }
    /// }
    /// ```
    public func addKeyboardObserver(_ handler: @escaping @MainActor (KeyboardEvent) -> Void) -> KeyboardObservation {
        keyboardObservers.add(handler)
    }

    /// Tells the window where its host's keyboard is: `frame` in window coordinates while a keyboard covers
    /// part of the window, nil when none does; the window posts the matching ``KeyboardEvent``s (nothing
    /// when the frame did not change). A frame without height counts as nil.
    ///
    /// Only for windows whose ``keyboardSource`` is ``KeyboardSource/host``; in a virtual window, and for
    /// a frame that is not finite, this reports a programmer error and changes nothing.
    public func reportKeyboardFrame(_ frame: Rect?) {
        guard keyboardSource == .host else {
            ProgrammerError.report(
                "reportKeyboardFrame is for windows whose keyboard source is .host; this window's keyboard follows the focus"
            )
            return
        }
        if let frame, !frame.isFinite {
            ProgrammerError.report("a keyboard frame must be finite; \(frame) is not")
            return
        }
        moveKeyboard(to: frame.flatMap { $0.height > 0 ? $0 : nil })
    }

    /// The frame of the virtual keyboard while it is up: across the bottom of the window.
    var virtualKeyboardFrame: Rect {
        let keyboardHeight = min(Self.virtualKeyboardHeight, height)
        return Rect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight)
    }

    /// A field's editing began or ended: a virtual keyboard follows the focus.
    func focusDidSettle() {
        guard keyboardSource == .virtual, !isMovingFocus else { return }
        moveKeyboard(to: firstResponder == nil ? nil : virtualKeyboardFrame)
    }

    /// The window changed size: a virtual keyboard that is up moves with its bottom edge.
    func windowSizeChanged() {
        guard keyboardSource == .virtual, keyboardFrame != nil else { return }
        moveKeyboard(to: virtualKeyboardFrame)
    }

    /// Moves the keyboard to `frame` (nil: down) and posts the events of that move.
    private func moveKeyboard(to frame: Rect?) {
        let old = keyboardFrame
        guard old != frame else { return }
        keyboardFrame = frame
        switch (old, frame) {
        case (nil, let end?):
            let info = KeyboardInfo(beginFrame: below(height: end.height), endFrame: end)
            post(.willChangeFrame(info))
            post(.willShow(info))
        case (let begin?, nil):
            let info = KeyboardInfo(beginFrame: begin, endFrame: below(height: begin.height))
            post(.willChangeFrame(info))
            post(.willHide(info))
        case (let begin?, let end?):
            post(.willChangeFrame(KeyboardInfo(beginFrame: begin, endFrame: end)))
        case (nil, nil):
            break
        }
    }

    /// A keyboard's frame just below the window, where it comes from and goes to.
    private func below(height keyboardHeight: Double) -> Rect {
        Rect(x: 0, y: height, width: width, height: keyboardHeight)
    }

    private func post(_ event: KeyboardEvent) {
        keyboardObservers.notify(event)
    }
}
