public import Services

/// Keeps a ``RemoteSync`` observer registered until it is cancelled or released: the product's one
/// `CancellationToken` under this client's name.
public typealias RemoteSyncObservation = CancellationToken
