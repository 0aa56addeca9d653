extension Reducers {
    /// The drop-off picker's reducer (the sample's `dropoffLocationPickerReducer`): a new search becomes
    /// the current one; a search's places, or its error, are taken only if it is still the current
    /// search (a late answer to an older query is dropped); a dismissal removes the error. There is no
    /// default: the picker always has a pick-up location.
    public static func dropoffLocationPickerReducer(
        action: KooberAction, state: DropoffLocationPickerViewControllerState
    ) -> DropoffLocationPickerViewControllerState {
        var state = state
        switch action {
        case .dropoffLocationPicker(.newLocationSearch(let searchID)):
            state.currentSearchID = searchID
        case .dropoffLocationPicker(.locationSearchComplete(let searchID, let searchResults))
        where searchID == state.currentSearchID:
            state.searchResults = searchResults
        case .dropoffLocationPicker(.locationSearchFailed(let searchID, let errorMessage))
        where searchID == state.currentSearchID:
            state.errorsToPresent.enqueue(errorMessage)
        case .dropoffLocationPicker(.finishedPresentingError(let errorMessage)):
            state.errorsToPresent.dequeue(errorMessage)
        default:
            break
        }
        return state
    }
}
