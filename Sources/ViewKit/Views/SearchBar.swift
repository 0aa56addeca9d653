/// A search field with its own delegate; the counterpart of `UISearchBar`.
@MainActor
public final class SearchBar: View {
    /// The search text.
    public var text: String = ""
    /// Shown when the text is empty.
    public var placeholder: String?
    /// The delegate, held weakly.
    public weak var delegate: (any SearchBarDelegate)?

    /// Creates a search bar.
    public init(placeholder: String? = nil) {
        self.placeholder = placeholder
        super.init()
    }

    /// Replaces the text as a person typing would and tells the delegate.
    public func replaceText(byUser newText: String) {
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
    }

    /// Presses the search button as a person would.
    public func pressSearch() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, .searchBar(text: text, placeholder: placeholder))
    }
}
