public import ViewKit

extension StackView {
    /// A vertical stack of `elements`' views (the book's `UIStackView(vertical:)`).
    public convenience init(vertical elements: [ContentElement], spacing: Double = 16) {
        self.init(axis: .vertical, spacing: spacing, arrangedSubviews: elements.map(\.view))
    }

    /// Brings the arranged views up to date with `elements`: when every view is of its element's kind, each
    /// is updated in place (the same views, so focus, typing and bindings survive); otherwise the views
    /// are replaced by new ones (the book's suggested update method).
    public func update(_ elements: [ContentElement]) {
        let views = arrangedSubviews
        if views.count == elements.count, zip(elements, views).allSatisfy({ $0.matches($1) }) {
            for (element, view) in zip(elements, views) { element.apply(to: view) }
            return
        }
        for view in views { removeArrangedSubview(view) }
        for element in elements { addArrangedSubview(element.view) }
    }
}
