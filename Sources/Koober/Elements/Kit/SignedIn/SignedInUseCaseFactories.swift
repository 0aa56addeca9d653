public import Elements

// The signed-in screens' use-case factories (location, profile, waiting for pick-up): closure
// typealiases (`…UseCaseFactory`) and protocols (`…UseCaseMaking`). Each call makes a new use case.

/// Makes the use case that finds where the person is.
public typealias GetUsersCurrentLocationUseCaseFactory = @MainActor () -> any UseCase
/// Makes the use case that opens the profile.
public typealias GoToProfileUseCaseFactory = @MainActor () -> any UseCase
/// Makes the use case that closes the profile.
public typealias CloseProfileUseCaseFactory = @MainActor () -> any UseCase
/// Makes the use case that signs the session's person out.
public typealias SignOutUseCaseFactory = @MainActor () -> any UseCase
/// Makes the use case for "start a new ride" on the waiting screen.
public typealias StartNewRideRequestUseCaseFactory = @MainActor () -> any UseCase

/// A factory object for ``GetUsersCurrentLocationUseCase``.
@MainActor
public protocol GetUsersCurrentLocationUseCaseMaking: AnyObject {
    /// A new, unstarted use case that finds where the person is.
    func makeGetUsersCurrentLocationUseCase() -> any UseCase
}

/// A factory object for ``GoToProfileUseCase``.
@MainActor
public protocol GoToProfileUseCaseMaking: AnyObject {
    /// A new, unstarted use case that opens the profile.
    func makeGoToProfileUseCase() -> any UseCase
}

/// A factory object for ``CloseProfileUseCase``.
@MainActor
public protocol CloseProfileUseCaseMaking: AnyObject {
    /// A new, unstarted use case that closes the profile.
    func makeCloseProfileUseCase() -> any UseCase
}

/// A factory object for ``SignOutUseCase``.
@MainActor
public protocol SignOutUseCaseMaking: AnyObject {
    /// A new, unstarted use case that signs the session's person out.
    func makeSignOutUseCase() -> any UseCase
}

/// A factory object for ``StartNewRideRequestUseCase``.
@MainActor
public protocol StartNewRideRequestUseCaseMaking: AnyObject {
    /// A new, unstarted use case that starts a new ride request.
    func makeStartNewRideRequestUseCase() -> any UseCase
}
