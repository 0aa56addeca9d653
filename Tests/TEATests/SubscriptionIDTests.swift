import Testing

@testable import TEA

/// A subscription's identity keeps an object's identity and a string without boxing them, and means the
/// same whichever way a key was passed.
@MainActor
@Suite struct SubscriptionIDTests {
    private final class Source {}

    private func subscription(_ id: some Hashable, event: Int.Type = Int.self) -> Subscription<Int> {
        Subscription(id: id, handle: { (value: Int) in value }) { _ in {} }
    }

    private func subscription(_ id: some Hashable, event: String.Type) -> Subscription<Int> {
        Subscription(id: id, handle: { (value: String) in value.count }) { _ in {} }
    }

    @Test func anObjectsIdentityAndAStringAreKeptAsTheyAre() {
        let source = Source()
        #expect(subscription(ObjectIdentifier(source)).identity.key == .object(ObjectIdentifier(source)))
        #expect(subscription("ticks").identity.key == .string("ticks"))
        #expect(subscription(7).identity.key == .other(AnyHashable(7)))
    }

    /// A key passed type-erased is the key it wraps: the same running subscription.
    @Test func aKeyPassedTypeErasedIsTheKeyItWraps() {
        let source = Source()
        let erasedObject: AnyHashable = ObjectIdentifier(source)
        let erasedString: AnyHashable = "ticks"
        #expect(subscription(erasedObject).identity == subscription(ObjectIdentifier(source)).identity)
        #expect(subscription(erasedString).identity == subscription("ticks").identity)
        #expect(IdentityKey.unboxed(erasedObject) == .object(ObjectIdentifier(source)))
        #expect(IdentityKey.unboxed(erasedString) == .string("ticks"))
        #expect(subscription(erasedObject).id == subscription(ObjectIdentifier(source)).id)
    }

    @Test func differentKeysOrEventTypesAreDifferentSubscriptions() {
        let first = Source()
        let second = Source()
        #expect(subscription(ObjectIdentifier(first)).identity != subscription(ObjectIdentifier(second)).identity)
        #expect(subscription("ticks").identity != subscription("tocks").identity)
        #expect(subscription(7).identity != subscription(8).identity)
        #expect(subscription("7").identity != subscription(7).identity)
        #expect(subscription("ticks").identity != subscription("ticks", event: String.self).identity)
        #expect(subscription("ticks").id != subscription("ticks", event: String.self).id)
    }

    /// The identity survives `map`, so a mapped subscription keeps running as the one it came from.
    @Test func aMappedSubscriptionKeepsItsIdentity() {
        let original = subscription("ticks")
        #expect(original.map { $0 * 2 }.identity == original.identity)
    }
}
