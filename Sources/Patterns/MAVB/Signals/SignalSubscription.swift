public import Services

/// A subscription to a signal: values are delivered until it is cancelled or released.
///
/// It is the product's one `CancellationToken` under MAVB's name: `cancel()` stops delivery and releases
/// the source once; `isActive` turns false once it is cancelled or once its signal ended (`end()`, which
/// has nothing to release).
public typealias SignalSubscription = CancellationToken
