public import Elements
public import KooberElementsKit
public import KooberKit
public import KooberUI
import ViewKit

/// "Where To?" (the sample's Elements `DropoffLocationPickerContentViewController`): the search bar's text
/// goes to its ``DropoffLocationSearchDebouncer``, which starts a new cancelable search use case once the
/// text rests; the places its observer delivers fill the table; choosing a row starts a new
/// ``SelectDropoffLocationUseCase``, "Cancel" a new ``CancelDropoffLocationPickerUseCase``, and both call off
/// the search in flight. Every place shows as soon as the picker appears (the empty search). The list is
/// ``DropoffLocationSearchViewController``'s, shared with every pattern: a table controller, whose table
/// is its own view, so this screen has no separate root view.
@MainActor
public final class DropoffLocationPickerContentViewController: DropoffLocationSearchViewController {
    /// The picker's use-case factories (protocols).
    public typealias UseCaseFactory = SelectDropoffLocationUseCaseMaking & CancelDropoffLocationPickerUseCaseMaking

    // MARK: - Properties
    /// Delivers the places and errors.
    public let observer: any Observer
    /// Starts the searches.
    public let searchDebouncer: DropoffLocationSearchDebouncer
    /// Makes the picker's other use cases.
    public let useCaseFactory: any UseCaseFactory
    /// Makes the use case for a dismissed error.
    public let makeFinishedPresentingErrorUseCase: FinishedPresentingErrorUseCaseFactory
    private var searchedOnAppearance = false
    /// What the picker renders the places through; a test may put a mock in its place.
    public lazy var userInterface: any DropoffLocationPickerUserInterface = DropoffLocationResultsList(table: self)

    // MARK: - Methods
    /// Creates the picker's content.
    public init(
        observer: any Observer, searchDebouncer: DropoffLocationSearchDebouncer, useCaseFactory: any UseCaseFactory,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.observer = observer
        self.searchDebouncer = searchDebouncer
        self.useCaseFactory = useCaseFactory
        self.makeFinishedPresentingErrorUseCase = finishedPresentingErrorUseCaseFactory
        super.init()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observer.startObserving()
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !searchedOnAppearance else { return }
        searchedOnAppearance = true
        searchForDropoffLocations(using: "")
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observer.stopObserving()
    }

    /// The search bar's text: the intent.
    public override func searchTextChanged(_ searchText: String) {
        searchForDropoffLocations(using: searchText)
    }

    /// A row: the intent.
    public override func dropoffLocationSelected(_ dropoffLocation: NamedLocation) {
        select(dropoffLocation: dropoffLocation)
    }

    /// "Cancel": the intent.
    public override func cancelTapped() {
        cancelDropoffLocationPicker()
    }

    private func finishedPresenting(_ errorMessage: ErrorMessage) {
        makeFinishedPresentingErrorUseCase(errorMessage).start()
    }
}

extension DropoffLocationPickerContentViewController: SelectDropoffLocationIxResponder {
    /// Hands `query` to the debouncer, which searches once the text rests.
    public func searchForDropoffLocations(using query: String) {
        searchDebouncer.textChanged(to: query)
    }

    /// Calls off the search in flight and starts a new ``SelectDropoffLocationUseCase``.
    public func select(dropoffLocation: NamedLocation) {
        searchDebouncer.stop()
        useCaseFactory.makeSelectDropoffLocationUseCase(dropoffLocation: dropoffLocation).start()
    }

    /// Calls off the search in flight and starts a new ``CancelDropoffLocationPickerUseCase``.
    public func cancelDropoffLocationPicker() {
        searchDebouncer.stop()
        useCaseFactory.makeCancelDropoffLocationPickerUseCase().start()
    }
}

extension DropoffLocationPickerContentViewController: ObserverForSelectDropoffLocationEventResponder {
    /// Shows `newSearchResults`.
    public func received(newSearchResults: [NamedLocation]) {
        userInterface.render(searchResults: newSearchResults)
    }

    /// Presents `newErrorMessage`; its dismissal starts the finished-presenting-error use case.
    public func received(newErrorMessage: ErrorMessage) {
        present(errorMessage: newErrorMessage) { [weak self] in self?.finishedPresenting(newErrorMessage) }
    }
}
