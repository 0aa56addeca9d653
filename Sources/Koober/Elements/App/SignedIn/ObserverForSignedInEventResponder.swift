/// What ``ObserverForSignedIn`` calls.
@MainActor
public protocol ObserverForSignedInEventResponder: AnyObject {
    /// The ride moved on to `newRideScreen` (each change once).
    func received(newRideScreen: NewRideScreen)
    /// The profile is to be shown (true) or not (each change once).
    func received(viewingProfile: Bool)
}
