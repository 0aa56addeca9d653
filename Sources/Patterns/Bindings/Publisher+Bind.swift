@preconcurrency public import OpenCombine

extension Publisher where Failure == Never {
    /// Sets `owner[keyPath: keyPath]` to every value, for as long as `owner` lives (RxSwift's
    /// `bind(to:)`): the subscription is kept by the owner and cancelled when the owner is released, and
    /// the owner is held weakly, so a closed screen's bindings end and free its views.
    ///
    /// ```swift
    /// viewModel.navigationTitle.bind(to: self, \.title)
    /// viewModel.timeLabelText.bind(to: progressLabel, \.text)
    /// ```
    ///
    /// Contract: values must arrive on the main actor (a ViewKit pipeline's); use
    /// `receive(on: ClockScheduler(clock))` for anything else.
    @MainActor
    public func bind<Owner: LifetimeOwner>(to owner: Owner, _ keyPath: ReferenceWritableKeyPath<Owner, Output>) {
        bind(to: owner) { owner, value in owner[keyPath: keyPath] = value }
    }

    /// Sets an optional property of `owner` to every value, for as long as `owner` lives (a label's text,
    /// say).
    @MainActor
    public func bind<Owner: LifetimeOwner>(to owner: Owner, _ keyPath: ReferenceWritableKeyPath<Owner, Output?>) {
        bind(to: owner) { owner, value in owner[keyPath: keyPath] = value }
    }

    /// Calls `apply(owner, value)` for every value, for as long as `owner` lives; for properties set
    /// through a method, such as a button's title.
    ///
    /// ```swift
    /// viewModel.playButtonTitle.bind(to: playButton) { $0.setTitle($1, for: .normal) }
    /// ```
    @MainActor
    public func bind<Owner: LifetimeOwner>(to owner: Owner, _ apply: @escaping @MainActor (Owner, Output) -> Void) {
        let cancellable = sink { [weak owner] value in
            MainActor.assumeIsolated {
                guard let owner else { return }
                apply(owner, value)
            }
        }
        owner.keepAlive(cancellable)
    }
}
