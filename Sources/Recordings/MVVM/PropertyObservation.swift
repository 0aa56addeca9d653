public import Services

/// The token of one ``ObservableProperty`` observer: the observer is removed when the token is cancelled
/// or released.
///
/// Keep it in a property of the observing object, as KVO's `NSKeyValueObservation` is kept. It is the
/// product's one `CancellationToken` under this pattern's name: once cancelled, the observer is not called
/// again, even by a delivery under way.
public typealias PropertyObservation = CancellationToken
