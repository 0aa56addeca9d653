public import Foundation
public import KooberKit

/// The drop-off picker's state (the sample's `DropoffLocationPickerViewControllerState`): the places of
/// the current search, which search that is, and the errors to present.
public struct DropoffLocationPickerViewControllerState: Equatable, Codable, Sendable {
    /// Where the rider is picked up (what searches are near).
    public internal(set) var pickupLocation: Location
    /// The places the current search found (none before its answer).
    public internal(set) var searchResults: [NamedLocation]
    /// The search whose answer the picker waits for; nil before the first search.
    public internal(set) var currentSearchID: UUID?
    /// The errors still to present, in order, without duplicates.
    public internal(set) var errorsToPresent: [ErrorMessage]

    /// A state with every part given (a new picker: no results, no search, no errors).
    public init(
        pickupLocation: Location, searchResults: [NamedLocation] = [], currentSearchID: UUID? = nil,
        errorsToPresent: [ErrorMessage] = []
    ) {
        self.pickupLocation = pickupLocation
        self.searchResults = searchResults
        self.currentSearchID = currentSearchID
        self.errorsToPresent = errorsToPresent
    }
}
