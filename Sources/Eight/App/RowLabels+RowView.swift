public import Eight
public import ViewKit

extension RowLabels {
    /// The row every pattern shows, laid out once so the patterns differ only in how they connect it:
    /// `field` labelled ``field``, then a Commit button labelled ``commit`` that calls `commit`.
    ///
    /// The field is the caller's, so its controller keeps it to read and write; the button holds `commit`
    /// strongly, so pass a closure that captures its controller weakly.
    @MainActor
    public func rowView(field: TextField, commit: @escaping @MainActor () -> Void) -> StackView {
        field.accessibilityLabel = self.field
        let button = Button(title: EightStrings.commit) { _ in commit() }
        button.accessibilityLabel = self.commit
        return StackView(axis: .horizontal, arrangedSubviews: [field, button])
    }
}
