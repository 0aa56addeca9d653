public import KooberKit

/// What ``ObserverForSelectDropoffLocation`` calls.
@MainActor
public protocol ObserverForSelectDropoffLocationEventResponder: AnyObject {
    /// The places the latest search found.
    func received(newSearchResults: [NamedLocation])
    /// The first error the picker has to present (the search failed).
    func received(newErrorMessage: ErrorMessage)
}
