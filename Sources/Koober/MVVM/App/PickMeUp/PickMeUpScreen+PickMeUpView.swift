import KooberMVVMKit
import KooberUI

extension PickMeUpScreen {
    /// What the pick-me-up screen shows for the view model's `view`: the case of the same name.
    init(_ view: PickMeUpView) {
        switch view {
        case .initial: self = .initial
        case .selectDropoffLocation: self = .selectDropoffLocation
        case .selectRideOption: self = .selectRideOption
        case .confirmRequest: self = .confirmRequest
        case .sendingRideRequest: self = .sendingRideRequest
        case .final: self = .final
        }
    }
}
