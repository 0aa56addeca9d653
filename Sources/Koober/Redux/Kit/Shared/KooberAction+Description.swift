import Foundation
import KooberKit

extension KooberAction: CustomStringConvertible {
    /// The action as the action printer and the inspector show it: its group and case, as in
    /// `welcome.goToSignIn` or `signIn.signedIn(UserSession(johnny@gmail.com))`, without module names, and
    /// with loaded ride options named rather than spelt out with their image addresses.
    public var description: String {
        let (group, action): (String, Any) =
            switch self {
            case .launching(let action): ("launching", action)
            case .welcome(let action): ("welcome", action)
            case .onboarding(let action): ("onboarding", action)
            case .signIn(let action): ("signIn", action)
            case .signUp(let action): ("signUp", action)
            case .signedIn(let action): ("signedIn", action)
            case .gettingUsersLocation(let action): ("gettingUsersLocation", action)
            case .pickMeUp(let action): ("pickMeUp", action)
            case .dropoffLocationPicker(let action): ("dropoffLocationPicker", action)
            case .rideOptionPicker(.rideOptionsLoaded(let options)):
                ("rideOptionPicker", "rideOptionsLoaded(\(options.map(\.name).joined(separator: ", ")))")
            case .rideOptionPicker(let action): ("rideOptionPicker", action)
            case .profile(let action): ("profile", action)
            case .appRunning(let action): ("appRunning", action)
            }
        let text = String(describing: action)
            .replacingOccurrences(of: "KooberReduxKit.", with: "")
            .replacingOccurrences(of: "KooberKit.", with: "")
        return "\(group).\(text)"
    }
}
