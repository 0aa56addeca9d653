/// What the signed-in screens can do (the sample's `SignedInUserInteractions`).
@MainActor
public protocol SignedInUserInteractions: AnyObject {
    /// "Profile".
    func presentProfile()
}
