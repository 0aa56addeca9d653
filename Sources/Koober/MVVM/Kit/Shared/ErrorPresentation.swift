/// Where the alert of an error message is (the sample's `ErrorPresentation`): the view says when it is
/// up and when the person dismissed it, so a view model can carry on after the person read it.
public enum ErrorPresentation: Equatable, Sendable {
    /// The alert is on screen.
    case presenting
    /// The person dismissed it.
    case dismissed
}
