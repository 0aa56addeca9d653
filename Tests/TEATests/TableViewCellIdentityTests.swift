import Foundation
import Testing

@testable import TEA

/// A table row's identity is kept unboxed for a UUID, and means the same however it was passed.
@MainActor
@Suite struct TableViewCellIdentityTests {
    private func cell(_ identity: some Hashable) -> TEA.TableViewCell<Int> {
        TEA.TableViewCell(identity: identity, text: "Row", onSelect: nil, onDelete: 1)
    }

    @Test func aUUIDIsKeptAsItIsAndReadBackTypeErased() {
        let uuid = UUID()
        #expect(cell(uuid).key == .uuid(uuid))
        #expect(cell(uuid).identity == AnyHashable(uuid))
        #expect(cell(AnyHashable(uuid)) == cell(uuid))
        #expect(cell(uuid) != cell(UUID()))
        #expect(cell(uuid.uuidString) != cell(uuid), "a UUID's string is another key")
    }

    /// Setting the identity type-erased unwraps it as the initializer does; a mapped row keeps it.
    @Test func settingTheIdentityAndMappingKeepTheKey() {
        let uuid = UUID()
        var row = cell(7)
        #expect(row.key == .other(AnyHashable(7)))
        row.identity = AnyHashable(uuid)
        #expect(row.key == .uuid(uuid))
        #expect(row.map { $0 + 1 }.key == .uuid(uuid))
        #expect(row.map { $0 + 1 }.onDelete == 2)
    }
}
