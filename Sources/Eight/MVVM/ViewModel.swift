import Bindings
public import Eight
@preconcurrency public import OpenCombine
import Services

/// The MVVM row's view model (the videos' `ViewModel`): a reactive output, the model's text now and after
/// every change, as an OpenCombine publisher through our Bindings library; and a commit method.
@MainActor
public final class ViewModel {
    /// The shared model.
    public let model: TextModel

    /// A view model of `model`.
    public init(model: TextModel) {
        self.model = model
    }

    /// The text the field should show: each subscriber gets the model's text when it subscribes, then the
    /// text after every change (the videos' `Signal.notifications(…).continuous(initialValue:)`).
    public var textFieldValue: AnyPublisher<String, Never> {
        ObservationPublisher { [model] send in
            send(model.value)
            let observation = model.addObserver { send($0) }
            return { observation.cancel() }
        }
        .eraseToAnyPublisher()
    }

    /// Commits `value` to the model.
    public func commit(value: String) {
        model.value = value
    }
}
