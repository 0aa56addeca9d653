public import Services

/// The token of one observer of a ``StateController``: the observer is called until the token is
/// cancelled or released, so keep it in a property of the observing object.
///
/// It is the product's one `CancellationToken` under this app's name: once cancelled, the observer is not
/// called again.
public typealias ListObservation = CancellationToken
