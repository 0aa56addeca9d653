public import Eight
public import MAVB
import Services

/// The MAVB row's model adapter: the shared model behind our library's ``MAVB/FilteredAdapter``, changed
/// only by messages sent to ``input`` and read only through ``textSignal``.
///
/// A commit sets the model; the model's change notification comes back as ``Message/modelChanged(_:)``
/// (from whichever row committed), which updates the adapter's text and its observers.
@MainActor
public final class TextModelAdapter {
    /// What the adapter can be told.
    public enum Message: Equatable, Sendable {
        /// Set the model's text.
        case commit(String)
        /// The model's text changed.
        case modelChanged(String)
    }

    private let adapter: FilteredAdapter<String, Message, Void>
    private var observation: CancellationToken?

    /// The adapter of `model`.
    public init(model: TextModel) {
        adapter = FilteredAdapter(initialState: model.value) { [weak model] text, message in
            switch message {
            case .commit(let value):
                model?.value = value
                return nil
            case .modelChanged(let value):
                text = value
                return ()
            }
        }
        observation = model.addObserver { [adapter] value in adapter.send(.modelChanged(value)) }
    }

    /// Where messages go (`modelAdapter.input.send(.commit(text))`).
    public var input: SignalInput<Message> { adapter.input }

    /// The model's text now, then after every change. A subscription keeps the adapter (and so its model
    /// observation) alive.
    public var textSignal: Signal<String> {
        adapter.filteredSignal(initialValue: ()) { [self] _, text, _, next in deliver(text, to: next) }
    }

    private func deliver(_ text: String, to next: SignalNext<String>) {
        next.send(text)
    }
}
