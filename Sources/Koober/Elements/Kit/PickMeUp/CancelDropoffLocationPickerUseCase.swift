public import Elements
public import KooberReduxKit
public import Redux

/// "Cancel" in the drop-off picker (the sample's `CancelDropoffLocationPickerUseCase`): back to the
/// map with nothing chosen, by dispatching ``DropoffLocationPickerActions/cancelDropoffLocationPicker``. The
/// picker cancels its search in flight itself (``DropoffLocationSearchDebouncer/stop()``).
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class CancelDropoffLocationPickerUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case over the store's dispatcher.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.dropoffLocationPicker(.cancelDropoffLocationPicker))
    }
}
