import Services

extension ViewController {
    /// The controller presented by this one or, for a child, by its nearest presenting ancestor.
    public var presentedViewController: ViewController? {
        presentationHost.storedPresented
    }

    /// The controller that presented this one (or its nearest presented ancestor).
    public var presentingViewController: ViewController? {
        var current: ViewController? = self
        while let candidate = current {
            if let presenting = candidate.storedPresenting { return presenting }
            current = candidate.parent
        }
        return nil
    }

    /// The ancestor that presentations from this controller are made on: the top of its parent chain.
    var presentationHost: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// Presents `controller` modally over this controller's screen, as UIKit's `present(_:animated:)`.
    ///
    /// Presenting while something is already presented from the same screen is refused with a log entry
    /// (UIKit prints a warning and ignores it). `completion` runs after the appearance callbacks.
    public func present(
        _ controller: ViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)? = nil
    ) {
        let host = presentationHost
        if let existing = host.storedPresented {
            window?.operationLog.record(
                .presentationRefused(controller.logDescription, alreadyPresenting: existing.logDescription))
            return
        }
        guard controller.parent == nil, controller.storedPresenting == nil, controller !== host else {
            ProgrammerError.report(
                "Cannot present \(controller.logDescription): it is already in the view controller hierarchy.")
            return
        }
        host.storedPresented = controller
        controller.storedPresenting = host
        if let window = host.window {
            window.operationLog.record(.present(controller.logDescription, animated: animated))
            window.updateAppearance(animated: animated)
        }
        completion?()
    }

    /// Dismisses the controller this one presented or, when it presents nothing, this controller itself
    /// (with everything it presented), as UIKit's `dismiss(animated:completion:)`.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let host = presentationHost
        if let presented = host.storedPresented {
            host.dismissPresentedChain(presented, animated: animated)
        } else if let presenting = host.storedPresenting {
            presenting.dismissPresentedChain(host, animated: animated)
        }
        completion?()
    }

    private func dismissPresentedChain(_ presented: ViewController, animated: Bool) {
        let window = self.window
        var chain: [ViewController] = []
        var current: ViewController? = presented
        while let candidate = current {
            chain.append(candidate)
            current = candidate.storedPresented
        }
        for controller in chain.reversed() {
            window?.operationLog.record(.dismiss(controller.logDescription, animated: animated))
        }
        storedPresented = nil
        presented.storedPresenting = nil
        window?.updateAppearance(animated: animated)
        for controller in chain {
            controller.storedPresented = nil
            controller.storedPresenting = nil
        }
    }
}
