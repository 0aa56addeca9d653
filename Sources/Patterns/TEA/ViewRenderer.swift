public import ViewKit

/// Turns virtual views into ViewKit views (the book's `Renderer`, views part).
///
/// ``render(_:reusing:)`` reuses the existing real view when it is of the virtual view's kind and sets
/// only the properties that differ; otherwise it builds a new one. Event handlers are replaced, never
/// added to: before wiring a control the renderer removes every handler it had for that event, so one tap
/// sends one message however often the view was re-rendered.
///
/// NB: inlinable, as the whole render path is (see ``Driver``), so the app's code specializes it for its
/// messages: unspecialized, every render looked up the metadata of each generic payload type it touched
/// and copied each value through its value witnesses.
@MainActor @usableFromInline
struct ViewRenderer<Message> {
    @usableFromInline let send: @MainActor (Message) -> Void
    @usableFromInline let lazyMemo: LazyMemo

    /// A renderer whose controls send their messages to `send`, keeping the inputs of lazy views in
    /// `lazyMemo` (shared with the renderers of the mapped views it renders).
    @inlinable
    init(send: @escaping @MainActor (Message) -> Void, lazyMemo: LazyMemo = LazyMemo()) {
        self.send = send
        self.lazyMemo = lazyMemo
    }

    /// The real view for `view`: `existing` updated in place when its kind matches, else a new view.
    @inlinable
    func render(_ view: View<Message>, reusing existing: ViewKit.View?) -> ViewKit.View {
        // A view a lazy view made and that is now rendered by something else no longer holds its input. (A
        // mapped view leaves that to the render of the view it maps.)
        if let existing, !view.isLazyOrMapped { lazyMemo.forget(existing) }
        switch view {
        case ._label(let label):
            let real = existing as? ViewKit.Label ?? ViewKit.Label()
            apply(label, to: real)
            return real
        case ._stackView(let stack):
            let real = existing as? ViewKit.StackView ?? ViewKit.StackView(axis: stack.axis, spacing: stack.spacing)
            apply(stack, to: real)
            return real
        case ._button(let button):
            let real = existing as? ViewKit.Button ?? ViewKit.Button(style: button.style)
            apply(button, to: real)
            return real
        case ._textField(let field):
            let real = existing as? ViewKit.TextField ?? ViewKit.TextField()
            apply(field, to: real)
            return real
        case ._slider(let slider):
            let real = existing as? ViewKit.Slider ?? ViewKit.Slider()
            apply(slider, to: real)
            return real
        case ._space(let space):
            let real = existing as? ViewKit.Spacer ?? ViewKit.Spacer()
            update(&real.minimumLength, to: space.minimumLength)
            return real
        case ._progress(let progress):
            let real = existing as? ViewKit.ProgressView ?? ViewKit.ProgressView()
            update(&real.progress, to: progress.value)
            return real
        case ._lazy(let lazy):
            return render(lazy, reusing: existing)
        case ._mapped(let mapped):
            return mapped.render(existing, lazyMemo, send)
        }
    }

    /// Reuses `existing` untouched when it was made by a lazy view whose input equals `lazy`'s; otherwise
    /// makes the view and renders it, remembering the input.
    @inlinable
    func render(_ lazy: LazyView<Message>, reusing existing: ViewKit.View?) -> ViewKit.View {
        if let existing, let input = lazyMemo.input(of: existing), lazy.equalsInput(input) { return existing }
        let rendered = render(lazy.make(), reusing: existing)
        lazyMemo.remember(lazy.input, for: rendered)
        return rendered
    }

    @inlinable
    func apply(_ label: Label, to real: ViewKit.Label) {
        if real.text != label.text { real.text = label.text }
        update(&real.textStyle, to: label.style)
    }

    /// Updates the arranged views by position: kept where the kind matches, replaced where it does not,
    /// appended or removed where the counts differ.
    @inlinable
    func apply(_ stack: StackView<Message>, to real: ViewKit.StackView) {
        update(&real.axis, to: stack.axis)
        update(&real.spacing, to: stack.spacing)
        if real.accessibilityLabel != stack.accessibilityLabel { real.accessibilityLabel = stack.accessibilityLabel }
        let old = real.arrangedSubviews
        // NB: an index loop, not `enumerated()`, which costs a generic metadata lookup per render here.
        for index in 0..<stack.views.count {
            let existing = index < old.count ? old[index] : nil
            let rendered = render(stack.views[index], reusing: existing)
            guard rendered !== existing else { continue }
            if let existing { real.removeArrangedSubview(existing) }
            real.insertArrangedSubview(rendered, at: index)
        }
        for extra in old.dropFirst(stack.views.count) { real.removeArrangedSubview(extra) }
    }

    @inlinable
    func apply(_ button: Button<Message>, to real: ViewKit.Button) {
        if real.title(for: .normal) != button.text { real.setTitle(button.text, for: .normal) }
        update(&real.style, to: button.style)
        update(&real.isEnabled, to: button.isEnabled)
        if real.accessibilityLabel != button.accessibilityLabel { real.accessibilityLabel = button.accessibilityLabel }
        real.removeAllActions(for: .primaryActionTriggered)
        if let message = button.onTap {
            let send = self.send
            real.addAction(for: .primaryActionTriggered) { _ in send(message) }
        }
    }

    /// NB: the book's text field sends `onEnd` for both `.editingDidEnd` and `.editingDidEndOnExit`;
    /// ViewKit (like UIKit) sends both when return is pressed, which would deliver the message twice, so
    /// only `.editingDidEnd` sends `onEnd`. With `onSubmit`, return (`.editingDidEndOnExit`, sent just
    /// before `.editingDidEnd`) sends it and marks the end that follows, which then sends nothing.
    @inlinable
    func apply(_ field: TextField<Message>, to real: ViewKit.TextField) {
        if real.text != field.text { real.text = field.text }
        if real.placeholder != field.placeholder { real.placeholder = field.placeholder }
        if real.accessibilityLabel != field.accessibilityLabel { real.accessibilityLabel = field.accessibilityLabel }
        let send = self.send
        real.removeAllActions(for: .editingChanged)
        if let onChange = field.onChange {
            real.addAction(for: .editingChanged) { control in
                send(onChange((control as? ViewKit.TextField)?.text ?? ""))
            }
        }
        let submitted = SubmitMark()
        real.removeAllActions(for: .editingDidEndOnExit)
        if let onSubmit = field.onSubmit {
            real.addAction(for: .editingDidEndOnExit) { control in
                submitted.isSet = true
                send(onSubmit((control as? ViewKit.TextField)?.text ?? ""))
            }
        }
        real.removeAllActions(for: .editingDidEnd)
        if let onEnd = field.onEnd {
            real.addAction(for: .editingDidEnd) { control in
                guard !submitted.isSet else {
                    submitted.isSet = false
                    return
                }
                send(onEnd((control as? ViewKit.TextField)?.text ?? ""))
            }
        }
    }

    @inlinable
    func apply(_ slider: Slider<Message>, to real: ViewKit.Slider) {
        update(&real.minimumValue, to: 0)
        // NB: the maximum first, so the value is not clamped to the old range.
        update(&real.maximumValue, to: max(0, slider.maximum))
        update(&real.value, to: slider.value)
        update(&real.isEnabled, to: slider.isEnabled)
        if real.accessibilityLabel != slider.accessibilityLabel { real.accessibilityLabel = slider.accessibilityLabel }
        real.removeAllActions(for: .valueChanged)
        if let onChange = slider.onChange {
            let send = self.send
            real.addAction(for: .valueChanged) { control in
                send(onChange((control as? ViewKit.Slider)?.value ?? 0))
            }
        }
    }

    /// Assigns only when the value differs, so unchanged properties are not touched.
    @inlinable
    func update<Value: Equatable>(_ property: inout Value, to value: Value) {
        if property != value { property = value }
    }
}

extension View {
    /// Whether this is a lazy view or a mapped one.
    @inlinable
    var isLazyOrMapped: Bool {
        switch self {
        case ._lazy, ._mapped: true
        default: false
        }
    }
}

/// Whether return has just submitted a field's text, so the end of editing that follows sends nothing.
@MainActor @usableFromInline
final class SubmitMark {
    @usableFromInline var isSet = false

    @usableFromInline
    init() {}
}
