public import Elements

// The launch screen's use-case factories, in the book's two forms: a closure typealias (`…UseCaseFactory`,
// what a view controller stores and calls) and a protocol (`…UseCaseMaking`, what a container conforms
// to; the book calls both `…UseCaseFactory`, so the protocols take another name here). Each makes a new
// use case per call, given only the input data; the factory supplies the side-effect objects.

/// Makes the use case that reads the stored session at launch.
public typealias LoadUserSessionUseCaseFactory = @MainActor () -> any UseCase

/// A factory object for ``LoadUserSessionUseCase`` (the protocol form of ``LoadUserSessionUseCaseFactory``).
@MainActor
public protocol LoadUserSessionUseCaseMaking: AnyObject {
    /// A new, unstarted use case that reads the stored session.
    func makeLoadUserSessionUseCase() -> any UseCase
}
