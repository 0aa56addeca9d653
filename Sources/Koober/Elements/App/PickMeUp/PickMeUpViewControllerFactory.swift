/// What the pick-me-up screen asks its container for.
@MainActor
public protocol PickMeUpViewControllerFactory: AnyObject {
    /// A new drop-off picker.
    func makeDropoffLocationPickerViewController() -> DropoffLocationPickerViewController
}
