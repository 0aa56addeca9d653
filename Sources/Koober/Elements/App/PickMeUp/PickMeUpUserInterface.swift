/// What the pick-me-up screen can do to its view (the sample's `PickMeUpUserInterface`): show or take
/// away "Where to?". The rest of the screen is its children (the map, the pickers), which have their own
/// user interfaces.
@MainActor
public protocol PickMeUpUserInterface: AnyObject {
    /// Shows "Where to?".
    func presentWhereToControl()
    /// Takes "Where to?" away.
    func dismissWhereToControl()
}
