public import Foundation
public import Services

/// A value that arrives later, or the reason it will not (the shape of PromiseKit's promises, which the
/// book's repositories return): `signIn(…).done { session in … }.catch { error in … }`.
///
/// Promises live on the main actor and settle in a turn of the app's ``Services/Clock``: the fakes
/// settle from clock timers (their delays are virtual in tests and `apparch drive`), the Koober Cloud
/// clients from the web service's answers. Handlers run when the promise settles, in that turn (so hosts
/// render once after them); handlers added to a settled promise run at once. A promise settles once;
/// later attempts are ignored.
@MainActor
public final class Promise<Value> {
    private var result: Result<Value, any Error>?
    private var handlers: [@MainActor (Result<Value, any Error>) -> Void] = []

    /// A promise that `body` settles through the resolver it is given (at once or later).
    public init(_ body: (_ resolve: @escaping @MainActor (Result<Value, any Error>) -> Void) -> Void) {
        body { [self] result in settle(result) }
    }

    /// A promise settled with `value`.
    public init(value: Value) {
        result = .success(value)
    }

    /// A promise settled with `error`.
    public init(error: any Error) {
        result = .failure(error)
    }

    /// A promise `clock` settles after `seconds` with `result()`: the fakes' delays.
    public static func after(
        _ seconds: TimeInterval, on clock: any Clock, _ result: @escaping @MainActor () -> Result<Value, any Error>
    ) -> Promise<Value> {
        Promise { resolve in
            _ = clock.scheduleTimer(interval: seconds, repeats: false) { _ in resolve(result()) }
        }
    }

    /// Whether the promise has settled.
    public var isSettled: Bool { result != nil }

    /// The value, once the promise fulfilled; nil while pending or after a rejection.
    public var value: Value? {
        if case .success(let value) = result { return value }
        return nil
    }

    private func settle(_ settled: Result<Value, any Error>) {
        guard result == nil else { return }
        result = settled
        let waiting = handlers
        handlers = []
        for handler in waiting { handler(settled) }
    }

    /// Calls `handler` with the outcome, now if settled, else when it settles.
    public func whenSettled(_ handler: @escaping @MainActor (Result<Value, any Error>) -> Void) {
        if let result { handler(result) } else { handlers.append(handler) }
    }

    /// The promise of what `body` promises next with the value (PromiseKit's `then`); a rejection passes on.
    public func then<Next>(_ body: @escaping @MainActor (Value) -> Promise<Next>) -> Promise<Next> {
        Promise<Next> { resolve in
            whenSettled { result in
                switch result {
                case .success(let value): body(value).whenSettled(resolve)
                case .failure(let error): resolve(.failure(error))
                }
            }
        }
    }

    /// The promise of the value transformed (a thrown error rejects it).
    public func map<Next>(_ transform: @escaping @MainActor (Value) throws -> Next) -> Promise<Next> {
        Promise<Next> { resolve in
            whenSettled { result in resolve(result.flatMap { value in Result { try transform(value) } }) }
        }
    }

    /// Runs `body` with the value (PromiseKit's `done`); the returned promise passes a rejection on to
    /// ``catch(_:)``.
    @discardableResult
    public func done(_ body: @escaping @MainActor (Value) -> Void) -> Promise<Void> {
        map(body)
    }

    /// Runs `body` with the reason, when the promise is rejected.
    public func `catch`(_ body: @escaping @MainActor (any Error) -> Void) {
        whenSettled { result in
            if case .failure(let error) = result { body(error) }
        }
    }

    /// Runs `body` when the promise settles, either way; the outcome passes on.
    @discardableResult
    public func ensure(_ body: @escaping @MainActor () -> Void) -> Promise<Value> {
        Promise { resolve in
            whenSettled { result in
                body()
                resolve(result)
            }
        }
    }
}
