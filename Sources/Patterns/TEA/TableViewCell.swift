public import ViewKit

/// One row of a virtual table: its identity, text and the messages selecting and deleting it send (the
/// book's `TableViewCell`).
///
/// The ``identity`` is what lets the renderer animate: rows are matched by identity between renders, so
/// a row whose identity is new is inserted, one whose identity is gone is deleted, one whose text changed
/// is reloaded. Identities must be unique within a table.
public struct TableViewCell<Message> {
    /// The mark at the row's trailing edge (ViewKit's accessory types).
    public typealias Accessory = ViewKit.TableViewCell.AccessoryType

    /// Identifies the row across renders (for example the UUID of the item it shows).
    public var identity: AnyHashable {
        get { key.erased }
        set { key = IdentityKey.unboxed(newValue) }
    }
    /// The identity as the framework compares it: an object's identity, a UUID or a string unboxed.
    @usableFromInline var key: IdentityKey
    /// The row's text.
    public var text: String
    /// The trailing mark.
    public var accessory: Accessory
    /// Sent when a person selects the row; nil makes the tap do nothing.
    public var onSelect: Message?
    /// Sent when a person deletes the row; nil makes the row not deletable.
    public var onDelete: Message?

    /// Creates a row.
    ///
    /// NB: inlinable, so an app that passes its item's UUID (or an object's identity, or a string) keeps it
    /// as it is: the cells of the rows on screen are made again after every update, and an `AnyHashable`
    /// asks the runtime about its key's type each time it is made.
    @inlinable
    public init(
        identity: some Hashable, text: String, accessory: Accessory = .none, onSelect: Message?, onDelete: Message?
    ) {
        self.init(key: IdentityKey(identity), text: text, accessory: accessory, onSelect: onSelect, onDelete: onDelete)
    }

    /// Whether the row looks the same as `other`: same text, accessory and deletability. Rows with the
    /// same identity that look the same are not reloaded, even if their messages differ.
    public func hasSameContent(as other: TableViewCell) -> Bool {
        text == other.text && accessory == other.accessory && (onDelete == nil) == (other.onDelete == nil)
    }

    /// The same row sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> TableViewCell<B> {
        TableViewCell<B>(
            key: key, text: text, accessory: accessory, onSelect: onSelect.map(transform),
            onDelete: onDelete.map(transform))
    }

    /// A row whose identity is `key` already (a mapped row keeps its own).
    @usableFromInline
    init(key: IdentityKey, text: String, accessory: Accessory, onSelect: Message?, onDelete: Message?) {
        self.key = key
        self.text = text
        self.accessory = accessory
        self.onSelect = onSelect
        self.onDelete = onDelete
    }
}

extension TableViewCell: Equatable where Message: Equatable {}
