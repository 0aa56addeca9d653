public import Services

/// Where a virtual table's rows come from: cells made up front (``TableView/init(items:bottomBar:)``), or
/// a list of elements whose cells are made only for the rows the table asks for
/// (``TableView/init(rows:id:isContentEqual:bottomBar:cell:)``).
///
/// The renderer uses three operations: an O(1) check that nothing changed (the same element storage),
/// a linear diff by identity against the previous rows, and a cell for one row.
@usableFromInline
protocol TableRows<Message> {
    associatedtype Message

    /// The number of rows.
    var count: Int { get }

    /// The cell of row `index`, made now.
    func cell(at index: Int) -> TableViewCell<Message>

    /// Whether these rows are certainly the same as `other`'s (same storage, or equal elements): then
    /// nothing is diffed and no cell is made.
    func isUnchanged(since other: any TableRows<Message>) -> Bool

    /// The row operations that turn `old` into these rows.
    func changes(since old: any TableRows<Message>) throws(ListDiffError) -> ListChangeset

    /// The same rows sending `transform(message)` instead of each message.
    func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> any TableRows<B>
}

extension TableRows {
    /// Every cell, made now.
    var cells: [TableViewCell<Message>] { (0..<count).map(cell(at:)) }

    /// Diffs the cells: identity, then text, accessory and deletability.
    func cellChanges(since old: any TableRows<Message>) throws(ListDiffError) -> ListChangeset {
        try ListChangeset(
            from: old.cells, to: cells, id: \.key, isContentEqual: { $0.hasSameContent(as: $1) })
    }
}

/// Rows given as cells.
struct CellRows<Message>: TableRows {
    let items: [TableViewCell<Message>]

    var count: Int { items.count }

    func cell(at index: Int) -> TableViewCell<Message> { items[index] }

    func isUnchanged(since other: any TableRows<Message>) -> Bool { false }

    func changes(since old: any TableRows<Message>) throws(ListDiffError) -> ListChangeset {
        try cellChanges(since: old)
    }

    func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> any TableRows<B> {
        CellRows<B>(items: items.map { $0.map(transform) })
    }
}

/// Rows given as a collection of elements (an `Array`, or a `ChunkedArray` whose versions share their
/// unchanged chunks), each made into a cell only when the table asks for its row.
@usableFromInline
struct ElementRows<Rows: RandomAccessCollection, ID: Hashable, Message>: TableRows
where Rows.Index == Int, Rows.Element: Equatable {
    let elements: Rows
    let id: (Rows.Element) -> ID
    let makeCell: (Rows.Element) -> TableViewCell<Message>
    /// Whether two element lists are certainly the same: for an array, `==` (storage first); for a
    /// chunked array, the same version (O(1); a changed version is diffed instead, which costs what
    /// changed).
    let isSame: (Rows, Rows) -> Bool
    /// Diffs two element lists by identity and content. It is made where the element type is known
    /// (the `TableView` initializers taking rows are inlinable), so the diff runs specialized for it:
    /// unspecialized, the generic diff costs allocations per element.
    let diff: (Rows, Rows) throws(ListDiffError) -> ListChangeset

    @usableFromInline
    init(
        elements: Rows, id: @escaping (Rows.Element) -> ID,
        makeCell: @escaping (Rows.Element) -> TableViewCell<Message>,
        isSame: @escaping (Rows, Rows) -> Bool,
        diff: @escaping (Rows, Rows) throws(ListDiffError) -> ListChangeset
    ) {
        self.elements = elements
        self.id = id
        self.makeCell = makeCell
        self.isSame = isSame
        self.diff = diff
    }

    @usableFromInline var count: Int { elements.count }

    @usableFromInline func cell(at index: Int) -> TableViewCell<Message> { makeCell(elements[index]) }

    /// NB: `Array`'s `==` returns at once when both arrays share their storage, which is the case when the
    /// state that produced them did not change; otherwise it compares elements, which costs what a diff
    /// would. A chunked array answers from its storage alone.
    @usableFromInline func isUnchanged(since other: any TableRows<Message>) -> Bool {
        guard let other = other as? Self else { return false }
        return isSame(elements, other.elements)
    }

    /// Diffs the elements by identity and content; no cell is made.
    @usableFromInline func changes(since old: any TableRows<Message>) throws(ListDiffError) -> ListChangeset {
        guard let old = old as? Self else { return try cellChanges(since: old) }
        return try diff(old.elements, elements)
    }

    @usableFromInline func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> any TableRows<B> {
        let makeCell = self.makeCell
        return ElementRows<Rows, ID, B>(
            elements: elements, id: id, makeCell: { makeCell($0).map(transform) }, isSame: isSame, diff: diff)
    }
}
