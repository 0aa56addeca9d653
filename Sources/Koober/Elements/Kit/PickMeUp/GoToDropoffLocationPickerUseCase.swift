public import Elements
public import KooberReduxKit
public import Redux

/// "Where to?" (the sample's `GoToDropoffLocationPickerUseCase`): opens the drop-off picker by
/// dispatching ``PickMeUpActions/goToDropoffLocationPicker``.
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class GoToDropoffLocationPickerUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case over the store's dispatcher.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.pickMeUp(.goToDropoffLocationPicker))
    }
}
