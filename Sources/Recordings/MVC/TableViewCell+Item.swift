public import RecordingsCore
public import ViewKit

extension TableViewCell {
    /// Sets the cell up for `item`: "emoji + name" and a disclosure indicator (chapter 3's improvement 7:
    /// set-and-forget configuration moved out of the controller; everything comes in as a parameter, so
    /// it is easy to test and to share between controllers).
    public func configure(for item: Item) {
        textLabel.text = RecordingsStrings.rowText(for: item)
        accessoryType = .disclosureIndicator
    }
}
