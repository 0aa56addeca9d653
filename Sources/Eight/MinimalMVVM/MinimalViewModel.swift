public import Eight
public import Services

/// The minimal MVVM row's view model (the videos' `MinimalViewModel`): a plain observable property that
/// follows the model, and a commit method. No reactive library: the property tells its observers itself,
/// as the videos' key-value-observed `@objc dynamic` property does.
@MainActor
public final class MinimalViewModel {
    /// The shared model.
    public let model: TextModel
    /// The text the field should show: the model's, after every change.
    public private(set) var textFieldValue: String {
        didSet { observers.notify(textFieldValue) }
    }
    private let observers = ObserverList<String>()
    private var observation: CancellationToken?

    /// A view model of `model`.
    public init(model: TextModel) {
        self.model = model
        textFieldValue = model.value
        observation = model.addObserver { [weak self] value in self?.textFieldValue = value }
    }

    /// Calls `handler` with ``textFieldValue`` now and after every change, until the token goes (the
    /// videos' `observe(\.textFieldValue, options: [.initial, .new])`).
    public func observeTextFieldValue(_ handler: @escaping @MainActor (String) -> Void) -> CancellationToken {
        handler(textFieldValue)
        return observers.add(handler)
    }

    /// Commits `value` to the model.
    public func commit(value: String) {
        model.value = value
    }
}
