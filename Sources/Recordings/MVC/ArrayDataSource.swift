public import Foundation
public import ViewKit

/// A reusable table view data source for one section of elements (chapter 3's improvement 6, the
/// generalised `ArrayDataSource<Element>`): a mediating controller, like AppKit's `NSArrayController`,
/// that knows nothing about the app.
///
/// It shows ``contents`` in one section, dequeues each row's cell by the identifier `identifier` gives
/// for its element, lets `configure` set the cell up, allows swipe-to-delete on every row and hands a
/// deletion to `remove` with the row's index. It does not change the table: the owner does, when its
/// model reports the change, and keeps ``contents`` in step with the model: by setting it, or by making
/// the data source with a closure that reads the model's array (``init(reading:identifier:remove:configure:)``).
@MainActor
open class ArrayDataSource<Element>: TableViewDataSource {
    /// The elements shown, one per row; setting it replaces what the data source was made with.
    public var contents: [Element] {
        get { source() }
        set { source = { newValue } }
    }
    private var source: @MainActor () -> [Element]
    private let identifier: @MainActor (Element) -> String
    private let remove: @MainActor (_ index: Int) -> Void
    private let configure: @MainActor (Element, TableViewCell) -> Void

    /// Creates a data source for `contents`.
    ///
    /// - Parameters:
    ///   - identifier: the reuse identifier of an element's cell (register it with the table).
    ///   - remove: deletes the element at an index from the model.
    ///   - configure: sets up a dequeued cell for an element.
    public convenience init(
        _ contents: [Element],
        identifier: @escaping @MainActor (Element) -> String,
        remove: @escaping @MainActor (_ index: Int) -> Void,
        configure: @escaping @MainActor (Element, TableViewCell) -> Void
    ) {
        self.init(reading: { contents }, identifier: identifier, remove: remove, configure: configure)
    }

    /// Creates a data source that reads its elements from `contents` whenever it needs them.
    ///
    /// For a model that keeps its elements in an array: reading the model's own array, rather than
    /// holding a copy that shares its storage, leaves the model the only holder, so the model's next
    /// change of the array does not copy all of it.
    public init(
        reading contents: @escaping @MainActor () -> [Element],
        identifier: @escaping @MainActor (Element) -> String,
        remove: @escaping @MainActor (_ index: Int) -> Void,
        configure: @escaping @MainActor (Element, TableViewCell) -> Void
    ) {
        source = contents
        self.identifier = identifier
        self.remove = remove
        self.configure = configure
    }

    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        contents.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard contents.indices.contains(indexPath.row) else {
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        let element = contents[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier(element), for: indexPath)
        configure(element, cell)
        return cell
    }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Hands a swipe-to-delete to `remove`; the row goes when the owner applies the model's change.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, contents.indices.contains(indexPath.row) else { return }
        remove(indexPath.row)
    }
}
