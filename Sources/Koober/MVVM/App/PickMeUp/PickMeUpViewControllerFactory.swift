/// Makes the screens the pick-me-up container presents on demand (the sample's
/// `PickMeUpViewControllerFactory`), implemented by the pick-me-up dependency container.
@MainActor
public protocol PickMeUpViewControllerFactory: AnyObject {
    /// A new drop-off picker (one each time "Where to?" is pressed).
    func makeDropoffLocationPickerViewController() -> DropoffLocationPickerViewController
}
