public import ViewKit

/// What a ``KeyboardObserver`` calls: one method per keyboard notification, each with the notification's
/// values already read into a ``KeyboardUserInfo``.
///
/// Every method has an empty default implementation, so a conforming view controller implements only the
/// events it reacts to (the book's alternative to `@objc optional` methods). All calls arrive on the main
/// actor, in the order the notifications were posted.
@MainActor
public protocol KeyboardObserverEventResponder: AnyObject {
    /// The keyboard is about to appear.
    func keyboardWillShow(_ userInfo: KeyboardUserInfo)
    /// The keyboard appeared.
    func keyboardDidShow(_ userInfo: KeyboardUserInfo)
    /// The keyboard is about to go away.
    func keyboardWillHide(_ userInfo: KeyboardUserInfo)
    /// The keyboard went away.
    func keyboardDidHide(_ userInfo: KeyboardUserInfo)
    /// The keyboard's frame is about to change: it appears, moves, changes size or goes away.
    func keyboardWillChangeFrame(_ userInfo: KeyboardUserInfo)
    /// The keyboard's frame changed.
    func keyboardDidChangeFrame(_ userInfo: KeyboardUserInfo)
}

extension KeyboardObserverEventResponder {
    /// Does nothing.
    public func keyboardWillShow(_ userInfo: KeyboardUserInfo) {}
    /// Does nothing.
    public func keyboardDidShow(_ userInfo: KeyboardUserInfo) {}
    /// Does nothing.
    public func keyboardWillHide(_ userInfo: KeyboardUserInfo) {}
    /// Does nothing.
    public func keyboardDidHide(_ userInfo: KeyboardUserInfo) {}
    /// Does nothing.
    public func keyboardWillChangeFrame(_ userInfo: KeyboardUserInfo) {}
    /// Does nothing.
    public func keyboardDidChangeFrame(_ userInfo: KeyboardUserInfo) {}
}
