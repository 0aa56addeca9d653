public import Services

/// A registration made with ``Window/addKeyboardObserver(_:)``: the handler receives the window's keyboard
/// events until the token is cancelled or released, as an `NSKeyValueObservation` is invalidated.
///
/// It is the product's one `CancellationToken` under ViewKit's name; `cancel()` plays the part of
/// `invalidate()` and may be called any number of times.
public typealias KeyboardObservation = CancellationToken
