public import Services

/// A subscription to an ``EventSource``: its handler receives events until `cancel()` is called or the
/// subscription is released.
///
/// It is the product's one `CancellationToken` under the book's name. Contract: the first `cancel()` runs
/// the source's clean-up once and, once it returns, the handler is not called again, not even later in a
/// post that is under way; later calls do nothing. Releasing the subscription cancels it, so an object
/// that stores its subscription and goes away leaves nothing registered. Make one with
/// `EventSubscription(onCancel:)`, whose closure unregisters the handler from the event system.
public typealias EventSubscription = CancellationToken

extension CancellationToken: Cancelable {}
