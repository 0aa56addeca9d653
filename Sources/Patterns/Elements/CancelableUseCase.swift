/// A use case that can be called off while it runs, such as a search a new query replaces.
public typealias CancelableUseCase = Cancelable & UseCase
