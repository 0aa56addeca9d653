/// Keeps the modal screens presented over a controller equal to a list of keys, each screen presented
/// over the one before: the state-driven presentation of MVC+ViewState's split view controller and of
/// MAVB's split view binder.
///
/// - Screens that dismissed themselves (an alert whose button was pressed) are forgotten first.
/// - The longest prefix whose keys the caller says can stay (`keeps`) stays up; the rest is dismissed
///   and the remaining keys are presented anew, built by `make`. A presented alert's text field gets the
///   focus.
/// - A synchronization asked for while one runs (a screen that changes the state as it appears) is applied
///   once the current one is done, with the latest keys.
@MainActor
public final class PresentationChain<Key> {
    /// The screens presented, bottom first, with the keys they show.
    public private(set) var presented: [(key: Key, controller: ViewController)] = []
    private weak var base: ViewController?
    private var isSynchronizing = false
    private var pending: (@MainActor () -> Void)?

    /// A chain over `base`.
    public init(base: ViewController) {
        self.base = base
    }

    /// Makes the presented screens match `keys`.
    public func synchronize(
        _ keys: [Key], animated: Bool, keeps: @escaping @MainActor (_ shown: Key, _ wanted: Key) -> Bool,
        make: @escaping @MainActor (Key) -> ViewController
    ) {
        guard !isSynchronizing else {
            pending = { [weak self] in self?.apply(keys, animated: animated, keeps: keeps, make: make) }
            return
        }
        isSynchronizing = true
        apply(keys, animated: animated, keeps: keeps, make: make)
        while let next = pending {
            pending = nil
            next()
        }
        isSynchronizing = false
    }

    private func apply(
        _ keys: [Key], animated: Bool, keeps: (Key, Key) -> Bool, make: (Key) -> ViewController
    ) {
        guard let base else { return }
        var presenter = base
        var alive = 0
        while alive < presented.count, presenter.presentedViewController === presented[alive].controller {
            presenter = presented[alive].controller
            alive += 1
        }
        presented.removeSubrange(alive...)
        var same = 0
        while same < min(keys.count, presented.count), keeps(presented[same].key, keys[same]) { same += 1 }
        if same < presented.count {
            (same == 0 ? base : presented[same - 1].controller).dismiss(animated: animated)
            presented.removeSubrange(same...)
        }
        for index in presented.indices { presented[index].key = keys[index] }
        for key in keys.dropFirst(presented.count) {
            let controller = make(key)
            (presented.last?.controller ?? base).present(controller, animated: animated)
            if let alert = controller as? AlertController { _ = alert.textFields.first?.becomeFirstResponder() }
            presented.append((key, controller))
        }
    }
}
