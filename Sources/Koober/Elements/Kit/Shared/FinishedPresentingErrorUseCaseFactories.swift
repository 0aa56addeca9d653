public import Elements
public import KooberKit

/// Makes the use case a screen starts once the person dismissed `ErrorMessage` (the sample's
/// `FinishedPresentingErrorUseCaseFactory`); the screen is bound when the factory is made.
public typealias FinishedPresentingErrorUseCaseFactory = @MainActor (ErrorMessage) -> any UseCase

/// A factory object for ``FinishedPresentingErrorUseCase``.
@MainActor
public protocol FinishedPresentingErrorUseCaseMaking: AnyObject {
    /// A new, unstarted use case saying `screen` finished presenting `errorMessage`.
    func makeFinishedPresentingErrorUseCase(
        errorMessage: ErrorMessage, screen: FinishedPresentingErrorUseCase.Screen
    ) -> any UseCase
}
