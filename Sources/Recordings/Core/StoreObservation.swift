public import Services

/// The token that keeps a store observer registered: the observer is removed when the token is
/// cancelled or deallocated, so keep it in a property of the observing object.
///
/// It is the product's one `CancellationToken` under the book's name: once cancelled, the observer is not
/// called again, even for a change being delivered now.
public typealias StoreObservation = CancellationToken
