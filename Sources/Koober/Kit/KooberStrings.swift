/// Every user-visible string of Koober, shared by all its patterns so they show the same app (the sample's
/// wording where it has one).
public enum KooberStrings {
    // MARK: Launch and onboarding

    /// The launch screen's title.
    public static let appName = "KOOBER"
    /// Welcome's and the sign-in screen's button.
    public static let signIn = "Sign In"
    /// Welcome's and the sign-up screen's button.
    public static let signUp = "Sign Up"
    /// The email field's placeholder.
    public static let email = "Email"
    /// The password field's placeholder.
    public static let password = "Password"
    /// The full-name field's placeholder.
    public static let fullName = "Full Name"
    /// The nickname field's placeholder.
    public static let nickname = "What should we call you?"
    /// The mobile-number field's placeholder.
    public static let mobileNumber = "Mobile Number"

    // MARK: Signed in

    /// The getting-location screen's text.
    public static let findingLocation = "Finding your location..."
    /// The pick-me-up screen's button that opens the drop-off picker.
    public static let whereTo = "Where to?"
    /// The drop-off picker's title.
    public static let whereToTitle = "Where To?"
    /// The drop-off picker's search bar.
    public static let search = "Search"
    /// The button that requests the ride once an option is chosen.
    public static let confirm = "Confirm"
    /// The screen shown while the ride request is sent.
    public static let requestingRide = "Requesting Ride..."
    /// The waiting-for-pick-up screen's text.
    public static let enjoyTheRide = "Enjoy the ride!"
    /// The waiting-for-pick-up screen's button.
    public static let startNewRide = "Start New Ride"
    /// The bar button that opens the profile.
    public static let profile = "Profile"
    /// The profile's title.
    public static let myProfile = "My Profile"
    /// The profile's sign-out button.
    public static let signOut = "Sign Out"
    /// The profile's button that closes it.
    public static let done = "Done"
    /// Cancel buttons.
    public static let cancel = "Cancel"
    /// The alerts' button.
    public static let ok = "OK"
    /// The map's title for the pick-up annotation.
    public static let pickup = "Pickup"

    // MARK: Errors

    /// Reading the stored session failed at launch.
    public static let signInErrorTitle = "Sign In Error"
    /// …and its message.
    public static let signInErrorMessage =
        "Sorry, we couldn't determine if you are already signed in. Please sign in or sign up."
    /// Signing in failed (or the fields were empty).
    public static let signInFailedTitle = "Sign In Failed"
    /// …and its message.
    public static let signInFailedMessage = "Could not sign in.\nPlease try again."
    /// The line that names the empty fields of a form: "Fill in Full Name and Password.".
    public static func fillIn(_ fields: [String]) -> String {
        let list =
            fields.count > 1
            ? fields.dropLast().joined(separator: ", ") + " and " + (fields.last ?? "") : fields.joined()
        return "Fill in \(list)."
    }
    /// Signing up failed (or a field was empty).
    public static let signUpFailedTitle = "Sign Up Failed"
    /// …and its message.
    public static let signUpFailedMessage = "Could not sign up.\nPlease try again."
    /// Finding the rider's location failed.
    public static let locationErrorTitle = "Error Getting Location"
    /// …and its message.
    public static let locationErrorMessage =
        "Could not get your location. Please check location settings and try again."
    /// Loading the ride options failed.
    public static let rideOptionErrorTitle = "Ride Option Error"
    /// …and its message.
    public static let rideOptionErrorMessage =
        "We're having trouble getting available ride options. Please start a new ride and try again."
    /// Searching drop-off places failed.
    public static let searchErrorTitle = "Error Searching"
    /// …and its message.
    public static let searchErrorMessage = "Could not run location search.\nPlease try again."
    /// Sending the ride request failed.
    public static let rideRequestErrorTitle = "Ride Request Error"
    /// …and its message.
    public static let rideRequestErrorMessage =
        "There was an error trying to confirm your ride request.\nPlease try again."
    /// Signing out failed.
    public static let signOutErrorTitle = "Sign Out Error"
    /// …and its message.
    public static let signOutErrorMessage =
        "We ran into an unexpected error and we couldn't sign you out.\nPlease try again."
}
