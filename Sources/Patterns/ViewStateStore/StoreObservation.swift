public import Services

/// The token of one observer of a ``NotifyingStore`` or a ``StateHistory``: the observer is called until
/// the token is cancelled or released, so keep it (the book's `observations += store.addObserver(…)`).
///
/// It is the product's one `CancellationToken` under the book's name: `cancel()` ends the observation,
/// and the observer is not called again, not even by a notification under way.
public typealias StoreObservation = CancellationToken
