public import RecordingsCore
public import ViewKit

extension TableViewCell {
    /// Sets the cell up for `item`: "emoji + name" and a disclosure indicator (chapter 3's improvement 7:
    /// set-and-forget configuration moved out of the controller; everything comes in as a parameter, so
    /// it is easy to test and to share between controllers), with a note when the server has not
    /// confirmed the item's `pending` change (model-owned networking; the book colours the row).
    public func configure(for item: Item, pending: ChangeKind? = nil) {
        textLabel.text = RecordingsStrings.rowText(for: item)
        detailTextLabel.text = pending.map(RecordingsStrings.pending)
        accessoryType = .disclosureIndicator
    }
}
