/// Hears about a search bar's editing; every method has an empty default.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The text changed through the user.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The search button was pressed.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
}
