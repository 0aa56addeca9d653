/// A subscription's identity: its event type and its key.
///
/// The ``SubscriptionManager`` compares every subscription's identity after every update, and the app
/// makes every subscription again for it; the key is an ``IdentityKey``, so making and comparing the
/// usual ones (an object's identity, a UUID, a string) boxes nothing.
@usableFromInline
struct SubscriptionID: Hashable {
    /// The type of the events the subscription's source sends (part of the identity).
    @usableFromInline let event: ObjectIdentifier
    /// The key the app gave.
    @usableFromInline let key: IdentityKey

    /// The identity of a subscription with `key` to a source of `Event`s.
    @inlinable
    init<Event>(event: Event.Type, key: some Hashable) {
        self.event = ObjectIdentifier(event)
        self.key = IdentityKey(key)
    }
}
