import Elements
public import ElementsKeyboard
public import ViewKit

/// A keyboard event responder for tests that records every call a `KeyboardObserver` makes, in order.
@MainActor
public final class RecordingKeyboardResponder: KeyboardObserverEventResponder {
    /// A responder method that was called, with what it received.
    public enum Call: Equatable, Sendable {
        /// ``keyboardWillShow(_:)``.
        case willShow(KeyboardUserInfo)
        /// ``keyboardDidShow(_:)``.
        case didShow(KeyboardUserInfo)
        /// ``keyboardWillHide(_:)``.
        case willHide(KeyboardUserInfo)
        /// ``keyboardDidHide(_:)``.
        case didHide(KeyboardUserInfo)
        /// ``keyboardWillChangeFrame(_:)``.
        case willChangeFrame(KeyboardUserInfo)
        /// ``keyboardDidChangeFrame(_:)``.
        case didChangeFrame(KeyboardUserInfo)
    }

    /// Every call, in order.
    public private(set) var calls: [Call] = []

    /// Creates a responder with no calls.
    public init() {}

    /// Records the call.
    public func keyboardWillShow(_ userInfo: KeyboardUserInfo) { calls.append(.willShow(userInfo)) }
    /// Records the call.
    public func keyboardDidShow(_ userInfo: KeyboardUserInfo) { calls.append(.didShow(userInfo)) }
    /// Records the call.
    public func keyboardWillHide(_ userInfo: KeyboardUserInfo) { calls.append(.willHide(userInfo)) }
    /// Records the call.
    public func keyboardDidHide(_ userInfo: KeyboardUserInfo) { calls.append(.didHide(userInfo)) }
    /// Records the call.
    public func keyboardWillChangeFrame(_ userInfo: KeyboardUserInfo) { calls.append(.willChangeFrame(userInfo)) }
    /// Records the call.
    public func keyboardDidChangeFrame(_ userInfo: KeyboardUserInfo) { calls.append(.didChangeFrame(userInfo)) }

    /// Returns the calls so far and forgets them.
    public func take() -> [Call] {
        defer { calls = [] }
        return calls
    }
}
