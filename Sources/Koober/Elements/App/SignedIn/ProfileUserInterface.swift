public import ViewKit

/// What the profile's view can do.
@MainActor
public protocol ProfileUserInterface: AnyObject {
    /// Shows `newState`.
    func render(newState: ProfileViewState)
}

/// A profile user interface that is also a view.
public typealias ProfileUserInterfaceView = View & ProfileUserInterface
