/// A subscription's identity: its event type and its key.
///
/// The ``SubscriptionManager`` compares every subscription's identity after every update, and the app
/// makes every subscription again for it. The keys apps use most, an object's identity and a string, are
/// kept as they are: making one costs no `AnyHashable` (whose initializer asks the runtime, for every key,
/// whether its type has a custom representation), and comparing one opens no box. Any other key is kept as
/// an `AnyHashable`, and an `AnyHashable` around one of the two kinds is unwrapped, so a key means the same
/// however it was passed.
@usableFromInline
struct SubscriptionID: Hashable {
    /// A key, by kind.
    @usableFromInline
    enum Key: Hashable {
        /// An object's identity (`ObjectIdentifier(store)`).
        case object(ObjectIdentifier)
        /// A string (`"ticks"`).
        case string(String)
        /// Any other key.
        case other(AnyHashable)
    }

    /// The type of the events the subscription's source sends (part of the identity).
    @usableFromInline let event: ObjectIdentifier
    /// The key the app gave.
    @usableFromInline let key: Key

    /// The identity of a subscription with `key` to a source of `Event`s.
    ///
    /// NB: inlinable, so that at a call site that knows the key's type the casts below are decided when
    /// compiling: an object's identity or a string is stored directly.
    @inlinable
    init<Event>(event: Event.Type, key: some Hashable) {
        self.event = ObjectIdentifier(event)
        if let object = key as? ObjectIdentifier {
            self.key = .object(object)
        } else if let string = key as? String {
            self.key = .string(string)
        } else {
            self.key = Self.key(AnyHashable(key))
        }
    }

    /// The key a type-erased key stands for: an identity or a string unwrapped, anything else as it is.
    @usableFromInline
    static func key(_ boxed: AnyHashable) -> Key {
        if let object = boxed.base as? ObjectIdentifier { return .object(object) }
        if let string = boxed.base as? String { return .string(string) }
        return .other(boxed)
    }
}
