public import Services

/// A virtual table of identity-keyed rows (the book's `TableView<Message>`), shown by a
/// ``ViewController/tableViewController(_:)``, with an optional bar pinned below the rows.
///
/// Rows come either as cells (``init(items:bottomBar:)``, the book's form) or as elements with a cell
/// function (``init(rows:id:isContentEqual:bottomBar:cell:)-([Element],_,_,_,_)``, from an array, or
/// ``init(rows:id:isContentEqual:bottomBar:cell:)-(ChunkedArray<Element>,_,_,_,_)``, from a
/// `ChunkedArray`). The second form is what makes a large table cheap: a
/// render whose elements are unchanged (the same storage, as when the state did not touch them) costs
/// O(1); a changed list is diffed by identity without making a cell; and cells are made only for the
/// rows the table shows.
public struct TableView<Message> {
    /// Where the rows come from.
    @usableFromInline let rows: any TableRows<Message>
    /// A view pinned below the rows, outside the scrolling content (a mini player, a toolbar); nil for
    /// none.
    public var bottomBar: View<Message>?

    /// Creates a table of `items`, with `bottomBar` below them.
    public init(items: [TableViewCell<Message>], bottomBar: View<Message>? = nil) {
        self.init(rows: CellRows(items: items), bottomBar: bottomBar)
    }

    /// Creates a table with one row per element of `rows`: `id` gives a row's identity and `cell` its
    /// cell, called only for the rows the table asks for; `isContentEqual` says whether a row with the
    /// same identity looks the same (`==` by default), so only rows that look different are reloaded.
    ///
    /// Contract: `cell` must be a pure function of its element (the element holds everything the row
    /// shows and sends).
    @inlinable
    public init<Element: Equatable, ID: Hashable>(
        rows: [Element], id: @escaping (Element) -> ID,
        isContentEqual: @escaping (Element, Element) -> Bool = { $0 == $1 },
        bottomBar: View<Message>? = nil,
        cell: @escaping (Element) -> TableViewCell<Message>
    ) {
        // NB: made here, where `Element` is known to the caller's compiler, so the diff is specialized.
        let diff: ([Element], [Element]) throws(ListDiffError) -> ListChangeset = { old, new throws(ListDiffError) in
            try ListChangeset(from: old, to: new, id: id, isContentEqual: isContentEqual)
        }
        self.init(
            rows: ElementRows(elements: rows, id: id, makeCell: cell, isSame: { $0 == $1 }, diff: diff),
            bottomBar: bottomBar)
    }

    /// Creates a table with one row per element of a chunked array, as
    /// ``init(rows:id:isContentEqual:bottomBar:cell:)`` does for an array, at a cost in proportion to what
    /// changed: rows of the same version (Services' `ChunkedArray.isIdentical(to:)`) cost O(1), and a
    /// version a few edits away from the last is diffed over the chunks it does not share with it.
    ///
    /// Contract: `cell` must be a pure function of its element.
    @inlinable
    public init<Element: Equatable, ID: Hashable>(
        rows: ChunkedArray<Element>, id: @escaping (Element) -> ID,
        isContentEqual: @escaping (Element, Element) -> Bool = { $0 == $1 },
        bottomBar: View<Message>? = nil,
        cell: @escaping (Element) -> TableViewCell<Message>
    ) {
        // NB: made here, where `Element` is known to the caller's compiler, so the diff is specialized.
        let diff: (ChunkedArray<Element>, ChunkedArray<Element>) throws(ListDiffError) -> ListChangeset = {
            old, new throws(ListDiffError) in
            try ListChangeset(from: old, to: new, id: id, isContentEqual: isContentEqual)
        }
        self.init(
            rows: ElementRows(
                elements: rows, id: id, makeCell: cell, isSame: { $0.isIdentical(to: $1) }, diff: diff),
            bottomBar: bottomBar)
    }

    @usableFromInline
    init(rows: any TableRows<Message>, bottomBar: View<Message>?) {
        self.rows = rows
        self.bottomBar = bottomBar
    }

    /// The number of rows.
    public var count: Int { rows.count }

    /// The cell of row `index`.
    public func cell(at index: Int) -> TableViewCell<Message> { rows.cell(at: index) }

    /// Every row's cell (made now, for element rows).
    public var items: [TableViewCell<Message>] { rows.cells }

    /// The same table sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> TableView<B> {
        TableView<B>(rows: rows.map(transform), bottomBar: bottomBar?.map(transform))
    }
}
