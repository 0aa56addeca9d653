public import Services

/// The token of one observer of a ``ClocksHistory``: the observer is called until the token is cancelled
/// or released.
///
/// It is the product's one `CancellationToken` under this app's name.
public typealias HistoryObservation = CancellationToken
