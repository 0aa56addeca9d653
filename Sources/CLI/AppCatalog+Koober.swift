import KooberElementsApp
import KooberMVVMApp
import KooberReduxApp
import ViewKit

extension AppCatalog {
    /// Koober's entry for `apparch list` and the hosts, with the sample's defaults.
    static let koober = AppDescriptor(
        name: AppName.koober.rawValue,
        summary: "Ride sharing in Sydney (Advanced iOS App Architecture)",
        patterns: [KooberMVVMApp.pattern(), KooberReduxApp.pattern(), KooberElementsApp.pattern()])
}
