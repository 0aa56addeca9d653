public import Foundation

/// A node of the recordings tree: the common base of ``Folder`` and ``Recording`` (the book's `Item`).
///
/// Items are reference types shared by every view that shows them (chapter 3's class-based model).
/// A folder owns its contents strongly; children point back weakly to their ``parent`` and ``store``.
/// Every mutation goes through the model (``setName(_:)``, ``Folder/add(_:)``, ``Folder/remove(_:)``),
/// which saves the change (see ``Store``) and then posts exactly one ``StoreChange``.
///
/// Equality and hashing use ``uuid`` (the MVVM chapter compares items with `==`).
@MainActor
public class Item: Hashable {
    /// The longest name accepted, in Unicode scalars (code points).
    ///
    /// NB: counted in scalars, not in the characters a person sees: one "character" can hold any number
    /// of combining marks, so a limit in characters would let a 60 KB name through.
    public nonisolated static let maximumNameLength = 255

    /// The stable identity of the item; recordings' audio files are named after it.
    public let uuid: UUID
    /// The display name; items are sorted by it within their folder.
    public private(set) var name: String

    /// The folder that contains the item; nil for a store's root folder and for detached items.
    public internal(set) weak var parent: Folder? {
        didSet { store = parent?.store }
    }

    /// The store the item belongs to; nil while the item is not in a store's tree.
    public internal(set) weak var store: Store? {
        didSet { storeDidChange() }
    }

    init(name: String, uuid: UUID) {
        self.name = name
        self.uuid = uuid
    }

    /// The UUIDs from the root folder down to this item, both included; identifies the item for state
    /// restoration and observation (see ``Store/item(atUUIDPath:)``).
    public var uuidPath: [UUID] {
        (parent?.uuidPath ?? []) + [uuid]
    }

    /// Renames the item: the name is trimmed and validated, the parent folder is re-sorted, the change
    /// is saved, and a ``StoreChange/Kind/renamed(oldIndex:newIndex:)`` change is posted.
    ///
    /// An unchanged name changes nothing and posts nothing. An item without a parent is renamed in memory
    /// only (as in the book): there is no document position to save or announce yet.
    /// - Throws: ``NameError`` when the trimmed name is empty or too long; then nothing changes.
    public func setName(_ newName: String) throws(NameError) {
        try rename(to: newName)
    }

    /// ``setName(_:)``, returning where the item moved in its parent (nil when the name did not change or
    /// the item has no parent), so a caller that follows the store needs no search of its own.
    @discardableResult
    func rename(to newName: String) throws(NameError) -> (oldIndex: Int, newIndex: Int)? {
        let valid = try Item.validatedName(newName)
        guard valid != name else { return nil }
        let oldName = name
        name = valid
        guard let parent else { return nil }
        let (oldIndex, newIndex) = parent.reSort(changedItem: self, oldName: oldName)
        store?.save(StoreChange(item: self, parent: parent, kind: .renamed(oldIndex: oldIndex, newIndex: newIndex)))
        return (oldIndex, newIndex)
    }

    /// Sets an already validated name and re-sorts the parent without saving or posting (replaying the
    /// journal).
    func renameReplayed(_ newName: String) {
        let oldName = name
        name = newName
        _ = parent?.reSort(changedItem: self, oldName: oldName)
    }

    /// Tells the item it was removed from its folder; ``Folder/remove(_:)`` calls it.
    ///
    /// Detaches the item from its parent and store. Subclasses release what they own first: a folder
    /// removes its contents, a recording deletes its audio file.
    public func deleted() {
        parent = nil
    }

    /// The item at `path` below and including this item, or nil when the path does not lead anywhere.
    ///
    /// `path` starts with this item's own UUID.
    public func item(atUUIDPath path: ArraySlice<UUID>) -> Item? {
        path.count == 1 && path.first == uuid ? self : nil
    }

    /// Returns `name` trimmed of whitespace and newlines if it is acceptable as an item name.
    ///
    /// Apps validate text from alerts and fields with this before creating or renaming items, and show the
    /// error's ``NameError/description`` when it throws.
    /// - Throws: ``NameError/empty`` for an empty or whitespace-only name, ``NameError/controlCharacter`` for
    ///   one with a line break, tab or other control character inside, ``NameError/tooLong(length:limit:)``
    ///   for one over ``maximumNameLength`` characters.
    public nonisolated static func validatedName(_ name: String) throws(NameError) -> String {
        let trimmed = trimmedOfWhitespace(name)
        guard !trimmed.isEmpty else { throw NameError.empty }
        guard !trimmed.unicodeScalars.contains(where: isControl) else { throw NameError.controlCharacter }
        let length = trimmed.unicodeScalars.count
        guard length <= maximumNameLength else {
            throw NameError.tooLong(length: length, limit: maximumNameLength)
        }
        return trimmed
    }

    /// `name` without the whitespace and newlines at its ends, as `trimmingCharacters(in:
    /// .whitespacesAndNewlines)` makes it.
    ///
    /// NB: a name typed by a person rarely starts or ends with a space, and Foundation's trimming converts
    /// the string on Linux (about a microsecond, in every rename); when both ends are ASCII and not
    /// whitespace there is nothing to trim, which two scalar reads tell.
    private nonisolated static func trimmedOfWhitespace(_ name: String) -> String {
        func isPlainASCII(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x80 && scalar.value != 0x20 && !(0x09...0x0D).contains(scalar.value)
        }
        let scalars = name.unicodeScalars
        if let first = scalars.first, let last = scalars.last, isPlainASCII(first), isPlainASCII(last) { return name }
        return name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `scalar` is a control character (Unicode's general category Cc, which is exactly
    /// U+0000–U+001F and U+007F–U+009F), without looking its properties up.
    private nonisolated static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x1F || (0x7F...0x9F).contains(scalar.value)
    }

    /// Called after ``store`` changes; folders pass the store on to their contents.
    func storeDidChange() {}

    /// Every UUID in the subtree rooted at this item.
    func collectUUIDs(into set: inout Set<UUID>) {
        set.insert(uuid)
    }

    public nonisolated static func == (lhs: Item, rhs: Item) -> Bool {
        lhs.uuid == rhs.uuid
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(uuid)
    }
}
