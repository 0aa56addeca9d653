public import Elements
public import KooberKit
public import KooberReduxKit
public import Redux

/// Choosing a drop-off place (the sample's `SelectDropoffLocationUseCase`): dispatches
/// ``DropoffLocationPickerActions/dropoffLocationSelected(_:)``; the map shows the place and the ride
/// options come up. The picker drops its pending search itself (``DropoffLocationSearchDebouncer/stop()``).
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class SelectDropoffLocationUseCase: UseCase {
    // MARK: - Properties
    let dropoffLocation: NamedLocation
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case choosing `dropoffLocation`.
    public init(dropoffLocation: NamedLocation, actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.dropoffLocation = dropoffLocation
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.dropoffLocationPicker(.dropoffLocationSelected(dropoffLocation)))
    }
}
