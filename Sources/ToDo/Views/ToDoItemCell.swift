public import ViewKit

/// A row of the list that hides its internals: the data source sets only ``name`` and ``completed``, so
/// how a completed item looks can change here alone (the article's rule 7).
@MainActor
public final class ToDoItemCell: TableViewCell {
    /// The reuse identifier.
    public static let identifier = "ToDoItemCell"

    /// The item's name.
    public var name: String? {
        didSet { textLabel.text = name }
    }

    /// Whether the item is done: shown as a checkmark.
    public var completed = false {
        didSet { accessoryType = completed ? .checkmark : .none }
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        name = nil
        completed = false
    }
}
