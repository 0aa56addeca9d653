public import Foundation

/// A key the framework compares on every update (a subscription's, a table row's), kept as it is for the
/// kinds apps use most: an object's identity, a UUID, a string.
///
/// An `AnyHashable` costs more to make than its key: its initializer asks the runtime, for every key, whether
/// the key's type has a custom representation. Apps make their subscriptions and their rows' cells again after
/// every update, so the framework keeps these keys unboxed, and any other key as an `AnyHashable`. An
/// `AnyHashable` around one of the three kinds is unwrapped, so a key means the same however it was passed.
@usableFromInline
enum IdentityKey: Hashable {
    /// An object's identity (`ObjectIdentifier(store)`).
    case object(ObjectIdentifier)
    /// A UUID (an item's).
    case uuid(UUID)
    /// A string (`"ticks"`).
    case string(String)
    /// Any other key.
    case other(AnyHashable)

    /// The key `key` stands for.
    ///
    /// NB: inlinable, so that at a call site that knows the key's type the casts below are decided when
    /// compiling: an identity, a UUID or a string is stored directly.
    @inlinable
    init(_ key: some Hashable) {
        if let object = key as? ObjectIdentifier {
            self = .object(object)
        } else if let uuid = key as? UUID {
            self = .uuid(uuid)
        } else if let string = key as? String {
            self = .string(string)
        } else {
            self = Self.unboxed(AnyHashable(key))
        }
    }

    /// The key a type-erased key stands for: an identity, a UUID or a string unwrapped, anything else as
    /// it is.
    @usableFromInline
    static func unboxed(_ boxed: AnyHashable) -> IdentityKey {
        if let object = boxed.base as? ObjectIdentifier { return .object(object) }
        if let uuid = boxed.base as? UUID { return .uuid(uuid) }
        if let string = boxed.base as? String { return .string(string) }
        return .other(boxed)
    }

    /// The key type-erased, as the app passed it.
    @usableFromInline
    var erased: AnyHashable {
        switch self {
        case .object(let object): AnyHashable(object)
        case .uuid(let uuid): AnyHashable(uuid)
        case .string(let string): AnyHashable(string)
        case .other(let boxed): boxed
        }
    }
}
