import Synchronization

/// The document of a ``StaticPage``: given, or made once on first use by a closure; safe to read from any
/// thread (concurrent first readers wait for the one that makes it).
final class PageDocument: Sendable {
    private let state: Mutex<State>

    private enum State {
        case made(String)
        case pending(@Sendable () -> String)
    }

    init(_ body: String) {
        state = Mutex(.made(body))
    }

    init(make: @escaping @Sendable () -> String) {
        state = Mutex(.pending(make))
    }

    /// The document, made now when it was not yet.
    var value: String {
        state.withLock { state in
            switch state {
            case .made(let body):
                return body
            case .pending(let make):
                let body = make()
                state = .made(body)
                return body
            }
        }
    }
}
