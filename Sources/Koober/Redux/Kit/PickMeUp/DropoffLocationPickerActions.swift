public import Foundation
public import KooberKit

/// The drop-off picker's actions (the sample's `DropoffLocationPickerActions`). Searches carry the
/// identity of the search they belong to, so a late answer to an older search is ignored.
public enum DropoffLocationPickerActions: Equatable, Codable, Sendable {
    /// "Cancel": back to the map, nothing chosen.
    case cancelDropoffLocationPicker
    /// A search started; it is now the current one.
    case newLocationSearch(searchID: UUID)
    /// A search's places (shown only if it is still the current search).
    case locationSearchComplete(searchID: UUID, searchResults: [NamedLocation])
    /// A place was chosen: the map shows it and the ride options come up.
    case dropoffLocationSelected(NamedLocation)
    /// A search failed (its error is shown only if it is still the current search).
    case locationSearchFailed(searchID: UUID, ErrorMessage)
    /// The person dismissed the error.
    case finishedPresentingError(ErrorMessage)
}
