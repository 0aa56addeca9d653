public import Services

/// The token of a subscription to a ``Store``: keep it as long as the subscriber wants updates.
///
/// It is the product's one `CancellationToken` under the Redux name. Contract: `cancel()` ends the
/// subscription at once (a cancelled subscriber is not called again, even later in a notification that is
/// under way) and may be called any number of times; releasing the token cancels it too. The token holds
/// the store weakly, and the store never holds the token, so neither keeps the other, nor the subscriber,
/// alive.
public typealias StoreSubscription = CancellationToken
