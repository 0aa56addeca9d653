public import KooberMVVMKit

/// Makes the sign-in view model (the sample's `SignInViewModelFactory`): the screen does not know what
/// the view model needs; its dependency container does.
@MainActor
public protocol SignInViewModelFactory: AnyObject {
    /// A new sign-in view model.
    func makeSignInViewModel() -> SignInViewModel
}
